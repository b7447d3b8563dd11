"""The help viewer and the Markdown it reads."""

import pygame
from conftest_ui import click, launcher_app, press, top_name

from game.ui.help import HelpScene
from game.ui.launcher import PROGRAM_HELP
from game.ui.markdown import PageRenderer, parse_blocks, parse_inline, parse_pages
from game.variants import VARIANTS

SAMPLE = """Intro line.

# First

Some **bold** and `code` text, with [a link](http://x) and *stress*.

- one
  continued
  - nested
1. numbered

| A | B |
|---|---|
| 1 | 2 |

## Sub

```
code block
```

# Second

Last page.
"""


def test_pages_are_cut_at_level_one_headings():
    pages = parse_pages(SAMPLE)
    assert [p.title for p in pages] == ["Introduction", "First", "Second"]
    kinds = [b.kind for b in pages[1].blocks]
    assert kinds == ["heading", "paragraph", "item", "item", "item", "table", "heading", "code"]
    items = [b for b in pages[1].blocks if b.kind == "item"]
    assert [(b.text, b.level, b.marker) for b in items] == [("one continued", 0, "-"), ("nested", 1, "-"),
                                                              ("numbered", 0, "1.")]
    table = next(b for b in pages[1].blocks if b.kind == "table")
    assert table.rows == [["A", "B"], ["1", "2"]]


def test_inline_marks():
    assert parse_inline("Some **bold** and `code`, [a link](x), *stress* 2*3*4") == [
        ("Some ", "plain"), ("bold", "bold"), (" and ", "plain"), ("code", "code"), (", ", "plain"),
        ("a link", "plain"), (", ", "plain"), ("stress", "italic"), (" 2*3*4", "plain")]


def test_a_heading_inside_a_code_block_does_not_start_a_page():
    assert [p.title for p in parse_pages("# A\n```\n# not a page\n```\n# B\n")] == ["A", "B"]
    assert parse_blocks(["plain", "text"])[0].text == "plain text"


def test_every_help_text_renders_within_the_pane_width():
    renderer = PageRenderer(400)
    texts = [v.help_text() for v in VARIANTS.values()] + [PROGRAM_HELP]
    for text in texts:
        pages = parse_pages(text)
        assert pages
        for page in pages:
            surface = renderer.render(page)
            assert surface.get_width() == 400 and surface.get_height() > 20


def test_f1_opens_the_rules_of_the_chosen_game_one_page_per_heading():
    app, launcher = launcher_app()
    press(app, pygame.K_F1)
    viewer = app.scenes.top
    assert isinstance(viewer, HelpScene)
    headings = [line[2:].strip() for line in VARIANTS["belote_bridgee"].help_text().splitlines()
                if line.startswith("# ")]
    assert [p.title for p in viewer.pages] == headings
    assert viewer.page_list.items == headings
    assert viewer.page_index == 0


def test_the_viewer_pages_with_buttons_keys_and_the_list():
    app, _ = launcher_app()
    press(app, pygame.K_F1)
    viewer = app.scenes.top
    click(app, viewer.buttons["Next >>"].rect.center)
    assert viewer.page_index == 1
    press(app, pygame.K_PAGEDOWN, pygame.KMOD_LCTRL)
    assert viewer.page_index == 2
    press(app, pygame.K_PAGEUP, pygame.KMOD_LCTRL)
    assert viewer.page_index == 1
    row = viewer.page_list.rows_rect()
    click(app, (row.left + 10, row.top + 4 * viewer.page_list.row_height + 5))
    assert viewer.page_index == 4
    assert viewer.page.title == viewer.pages[4].title
    click(app, viewer.buttons["Contents"].rect.center)
    assert viewer.page_index == 0
    assert not viewer.buttons["<< Previous"].enabled


def test_the_page_scrolls_and_space_at_the_end_turns_the_page():
    app, _ = launcher_app()
    press(app, pygame.K_F1)
    viewer = app.scenes.top
    long_page = max(range(len(viewer.pages)), key=lambda i: viewer.page_surface(i).get_height())
    viewer.show_page(long_page)
    pane = viewer.pane
    assert pane.scrollbar.active
    press(app, pygame.K_DOWN)
    assert pane.offset == 18
    press(app, pygame.K_PAGEDOWN)
    assert pane.offset > 18
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    press(app, pygame.K_END)
    assert pane.offset == pane.scrollbar.max_value > 0
    if long_page < len(viewer.pages) - 1:
        press(app, pygame.K_SPACE)
        assert viewer.page_index == long_page + 1 and pane.offset == 0


def test_escape_closes_the_viewer():
    app, launcher = launcher_app()
    press(app, pygame.K_F1)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is launcher


def test_a_game_without_a_table_yet_gets_its_own_rules():
    app, launcher = launcher_app(selected="pinochle")
    press(app, pygame.K_F1)
    assert top_name(app) == "HelpScene"
    assert "Meld" in [p.title for p in app.scenes.top.pages]
