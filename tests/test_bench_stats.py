"""The figures of the benches against outside engines (bench/outside.py): the mean with its 95% interval, the
share with its interval, percentiles and the IMP scale. bench/outside.py imports no outside engine, so this
runs in the game's own environment."""

import importlib.util
import math
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location("bench_outside", Path(__file__).parent.parent / "bench" / "outside.py")
outside = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(outside)


def test_mean_interval_is_the_mean_and_1_96_standard_errors():
    values = [2.0, 4.0, 6.0, 8.0]  # mean 5, sample variance 20/3
    mean, half = outside.mean_interval(values)
    assert mean == 5.0
    assert half == pytest.approx(1.96 * math.sqrt(20 / 3 / 4))


def test_mean_interval_of_fewer_than_two_values_is_unbounded():
    assert outside.mean_interval([3.0]) == (3.0, math.inf)
    assert outside.mean_interval([])[1] == math.inf


def test_with_interval_writes_sign_width_and_count():
    assert outside.with_interval([-1.0, -3.0], digits=2) == f"-2.00 ± {1.96 * math.sqrt(2 / 2):.2f} (n=2)"


def test_share_interval():
    share, half = outside.share_interval(30, 100)
    assert share == 0.3
    assert half == pytest.approx(1.96 * math.sqrt(0.3 * 0.7 / 100))
    assert outside.share_interval(0, 0)[1] == math.inf


def test_percentile_takes_the_nearest_rank():
    values = list(range(1, 101))  # 1..100
    assert outside.percentile(values, 0.5) == 50
    assert outside.percentile(values, 0.95) == 95
    assert outside.percentile(values, 1.0) == 100
    assert outside.percentile([7], 0.95) == 7


@pytest.mark.parametrize("points, expected", [
    (0, 0), (10, 0), (20, 1), (40, 1), (50, 2), (420, 9), (430, 10), (520, 11), (620, 12), (1000, 14),
    (4000, 24), (7600, 24), (-50, -2), (-1520, -17),
])
def test_imps_follow_the_wbf_scale(points, expected):
    assert outside.imps(points) == expected
