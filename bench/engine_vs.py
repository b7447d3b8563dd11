"""Engine speed against the outside engines, in one interleaved run: random complete hands per second.

- The hand protocol (new hand, ``legal_actions()``, a random legal action, ``apply``, until done,
  ``result()``): 32 Card Bridge (announces off, as colver has none) against colver's Rust engine driven from
  Python (``Env.deal``, ``legal_actions()``, a random action, ``step``, until terminal, ``rewards()``), and
  Belote (default options) against belote-cli (``start_round``, random legal takes with ``place_bid``,
  ``legal_cards``, ``play_card``, until the hand is over, ``score_round``). Auctions and takes included;
  hands everybody passes count as hands.
- The searches' compact simulator (game/variants/belote_common/sim.py, ``BeloteSim``) under each game's rules
  of play (32 Card Bridge: free discards, counter-clockwise; Belote: undertrumping and overtrumping over
  partner, clockwise): random play-outs of the card play of a random deal with random trumps, against colver's
  play phase driven from Python the same way (``deal_with_hands``, ``set_contract``, ``set_phase_playing``,
  then ``legal_actions`` and ``step``), and colver's own ``rollout`` (every card chosen inside Rust) for
  reference; and the play-outs the Experts' searches make (``sim.rollout``: every card chosen by ``policy``).

The engines take turns in slices of a fraction of a second, so that a busy machine slows them all alike.

    python bench/engine_vs.py [--seconds 6] [--seed 1]

Run it in the bench environment (README, "Benchmarks"). Goals (issue 16): the protocol loop at least 1.5x
colver's and 10x belote-cli's.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.engine import play_random_hand  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from game.variants import VARIANTS  # noqa: E402
from game.variants.belote.rules import PLAY_RULES as BELOTE_RULES  # noqa: E402
from game.variants.belote_bridgee.rules import PLAY_RULES as BRIDGEE_RULES  # noqa: E402
from game.variants.belote_common.sim import BeloteSim, rollout  # noqa: E402

SLICE = 0.25  # seconds each engine runs before the next takes its turn
GOALS = {("32 Card Bridge", "colver"): 1.5, ("Belote", "belote-cli"): 10.0}


def colver_hand(colver, rng: random.Random) -> None:
    env = colver.Env.deal(dealer=rng.randrange(4), seed=rng.getrandbits(32))
    pick = rng.random
    while not env.is_terminal():
        legal = env.legal_actions()
        env.step(legal[int(pick() * len(legal))])
    env.rewards()


def belote_cli_hand(g, scoring, suits, rng: random.Random) -> None:
    """One hand of belote-cli: its modules belote.game and belote.scoring, its four suits."""
    state = g.start_round(g.new_game(), rng)
    pick = rng.random
    while state.phase == g.Phase.BIDDING:
        up = state.up_card.suit
        takes = [None, up] if state.bidding_round == 1 else [None] + [s for s in suits if s != up]
        state = g.place_bid(state, takes[int(pick() * len(takes))])
    if state.phase != g.Phase.PLAYING:  # everybody passed twice
        return
    while state.phase == g.Phase.PLAYING:
        legal = g.legal_cards(state, state.turn)
        state = g.play_card(state, legal[int(pick() * len(legal))])
    scoring.score_round(state)


def random_deal(rng: random.Random) -> list[list[int]]:
    pack = list(range(32))
    rng.shuffle(pack)
    return [pack[8 * i:8 * i + 8] for i in range(4)]


SIM_RULES = {"32 Card Bridge": (BRIDGEE_RULES, 3), "Belote": (BELOTE_RULES, 1)}  # rules of play, step round


def random_sim(rng: random.Random, game: str) -> BeloteSim:
    """The simulator on a random deal with random trumps, leader and declaring side, under ``game``'s rules."""
    hands = [sum(1 << c for c in hand) for hand in random_deal(rng)]
    rules, step = SIM_RULES[game]
    return BeloteSim(hands, rng.randrange(4), rng.randrange(4), rng.randrange(2), step=step, rules=rules)


def sim_playout(rng: random.Random, game: str) -> None:
    sim = random_sim(rng, game)
    pick = rng.random
    while not sim.is_over():
        legal = sim.legal()
        for _ in range(int(pick() * legal.bit_count())):  # the k-th legal card, lowest first, as the searches
            legal &= legal - 1  # read a mask (not a list of 32 tests made here, which timed the bench)
        sim.play((legal & -legal).bit_length() - 1)


def policy_playout(rng: random.Random, game: str) -> None:
    rollout(random_sim(rng, game), exact_tricks=0)


def colver_playout(colver, rng: random.Random) -> None:
    env = colver.Env.deal_with_hands(rng.randrange(4), random_deal(rng))
    env.set_contract(rng.randrange(4), 80, rng.randrange(2), 0)
    env.set_phase_playing()
    pick = rng.random
    while not env.is_terminal():
        legal = env.legal_actions()
        env.step(legal[int(pick() * len(legal))])


class Contestant:
    """One engine's loop, run slice after slice; counts the hands and the time."""

    def __init__(self, name: str, one_hand, batch: int = 1) -> None:
        self.name, self.one_hand, self.batch = name, one_hand, batch
        self.hands, self.seconds = 0, 0.0

    def run_slice(self) -> None:
        start = time.perf_counter()
        deadline = start + SLICE
        while True:
            self.one_hand()
            self.hands += self.batch
            now = time.perf_counter()
            if now >= deadline:
                self.seconds += now - start
                return

    @property
    def rate(self) -> float:
        return self.hands / self.seconds if self.seconds else 0.0


def contestants(seed: int) -> dict[str, Contestant]:
    colver = outside_module("colver", "colver")
    cli = [outside_module(f"belote.{name}", "belote-cli") for name in ("game", "scoring")]
    suits = outside_module("belote.deck", "belote-cli").CARD_SUITS
    bridgee = VARIANTS["belote_bridgee"]
    bridgee_options = bridgee.default_options().replace(announces=False)
    belote = VARIANTS["belote"]
    belote_options = belote.default_options()
    rngs = [random.Random(seed * 10 + i) for i in range(9)]
    env = colver.Env.deal(dealer=0, seed=seed)
    env.set_contract(0, 80, 0, 0)
    env.set_phase_playing()
    rollouts = 200
    return {
        "32 Card Bridge": Contestant("our 32 Card Bridge", lambda: play_random_hand(bridgee, bridgee_options, rngs[0])),
        "colver": Contestant("colver's engine", lambda: colver_hand(colver, rngs[1])),
        "Belote": Contestant("our Belote", lambda: play_random_hand(belote, belote_options, rngs[2])),
        "belote-cli": Contestant("belote-cli", lambda: belote_cli_hand(*cli, suits, rngs[3])),
        "simulator": Contestant("our simulator, 32 Card Bridge rules", lambda: sim_playout(rngs[4], "32 Card Bridge")),
        "simulator Belote": Contestant("our simulator, Belote rules", lambda: sim_playout(rngs[6], "Belote")),
        "colver play": Contestant("colver's play phase from Python", lambda: colver_playout(colver, rngs[5])),
        "colver rollout": Contestant("colver's rollout inside Rust", lambda: env.rollout(rollouts), rollouts),
        "policy": Contestant("our Experts' play-outs, 32 Card Bridge",
                             lambda: policy_playout(rngs[7], "32 Card Bridge")),
        "policy Belote": Contestant("our Experts' play-outs, Belote", lambda: policy_playout(rngs[8], "Belote")),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=positive_int, default=6, help="time for each engine (default 6)")
    parser.add_argument("--seed", type=positive_int, default=1)
    args = parser.parse_args(argv)
    engines = contestants(args.seed)
    for _ in range(max(1, round(args.seconds / SLICE))):
        for engine in engines.values():
            engine.run_slice()
    print("Random complete hands (the simulator: play-outs of the card play) per second, interleaved (one process):")
    for engine in engines.values():
        print(f"  {engine.name:40s} {engine.rate:12,.0f} per second ({engine.hands:,} in {engine.seconds:.1f} s)")
    for (ours, theirs), goal in GOALS.items():
        ratio = engines[ours].rate / engines[theirs].rate
        print(f"  {ours} / {theirs}: {ratio:.2f}x (goal {goal}x: {'met' if ratio >= goal else 'not met'})")
    for game, key in (("32 Card Bridge", "simulator"), ("Belote", "simulator Belote")):
        ratio = engines[key].rate / engines["colver play"].rate
        print(f"  simulator ({game} rules) / colver's play phase from Python: {ratio:.2f}x; / colver's rollout "
              f"inside Rust: {engines[key].rate / engines['colver rollout'].rate:.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
