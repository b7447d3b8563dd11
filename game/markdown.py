"""The small Markdown of the help texts: parsed into blocks (the window's help draws them, see
game/ui/markdown.py) or written out as plain text for a terminal (``plain_text``).

Understood: ``#`` headings (each starts a page), ``##``/``###`` headings, paragraphs, ``-``/``*`` and ``1.``
lists (nested by indentation), tables with a header row, fenced code blocks, ``---`` rules, and inline
``**bold**``, ``*italic*``, ```code``` and ``[text](link)`` (shown as its text). No pygame here.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field

_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\([^)]*\)|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


@dataclass
class Block:
    kind: str  # "heading", "paragraph", "item", "table", "code", "rule"
    text: str = ""
    level: int = 0  # heading level, or list depth
    marker: str = ""  # "-" for a bullet, "3." for a numbered item
    rows: list[list[str]] = field(default_factory=list)  # table: the header row first


@dataclass
class Page:
    title: str
    blocks: list[Block]


# -- parsing ------------------------------------------------------------------------------------------------

def parse_pages(markdown: str) -> list[Page]:
    """One page per level-1 heading; text before the first heading becomes an "Introduction" page."""
    pages: list[Page] = []
    title, body = "", []

    def flush():
        blocks = parse_blocks(body)
        if title or blocks:
            heading = [Block("heading", title, level=1)] if title else []
            pages.append(Page(title or "Introduction", heading + blocks))

    in_code = False
    for line in markdown.splitlines():
        if line.strip().startswith("```"):
            in_code = not in_code
        if not in_code and line.startswith("# "):
            flush()
            title, body = line[2:].strip(), []
        else:
            body.append(line)
    flush()
    return pages


def parse_blocks(lines: list[str]) -> list[Block]:
    blocks: list[Block] = []
    paragraph: list[str] = []
    i = 0

    def end_paragraph():
        if paragraph:
            blocks.append(Block("paragraph", " ".join(part.strip() for part in paragraph)))
            paragraph.clear()

    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        item = _ITEM.match(line)
        if not stripped:
            end_paragraph()
        elif stripped.startswith("```"):
            end_paragraph()
            code, i = [], i + 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i])
                i += 1
            blocks.append(Block("code", "\n".join(code)))
        elif stripped.startswith("#"):
            end_paragraph()
            hashes = len(stripped) - len(stripped.lstrip("#"))
            blocks.append(Block("heading", stripped[hashes:].strip(), level=hashes))
        elif stripped.startswith("|"):
            end_paragraph()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                if not _TABLE_RULE.match(lines[i].strip()):
                    rows.append([cell.strip() for cell in lines[i].strip().strip("|").split("|")])
                i += 1
            blocks.append(Block("table", rows=rows))
            continue
        elif stripped in ("---", "***", "___"):
            end_paragraph()
            blocks.append(Block("rule"))
        elif item:
            end_paragraph()
            indent, marker, text = item.groups()
            blocks.append(Block("item", text, level=len(indent.expandtabs(4)) // 2, marker=marker))
        elif blocks and blocks[-1].kind == "item" and not paragraph and line[:1].isspace():
            blocks[-1].text += " " + stripped  # the continuation of a list item
        else:
            paragraph.append(line)
        i += 1
    end_paragraph()
    return blocks


def parse_inline(text: str) -> list[tuple[str, str]]:
    """``[(text, kind)]`` with kind "plain", "bold", "italic" or "code"."""
    runs, at = [], 0
    for match in _INLINE.finditer(text):
        if match.start() > at:
            runs.append((text[at: match.start()], "plain"))
        bold, code, link, italic = match.groups()
        if bold is not None:
            runs.append((bold, "bold"))
        elif code is not None:
            runs.append((code, "code"))
        elif link is not None:
            runs.append((link, "plain"))
        else:
            runs.append((italic, "italic"))
        at = match.end()
    if at < len(text):
        runs.append((text[at:], "plain"))
    return runs


# -- plain text (the terminal's `rules`) ---------------------------------------------------------------------

def inline_text(text: str) -> str:
    """The words of a line without its marks: ``**pass**`` -> ``pass``, ``[the rules](#x)`` -> ``the rules``."""
    return "".join(piece for piece, _ in parse_inline(text))


def plain_text(markdown: str, width: int = 100) -> str:
    """``markdown`` as plain text wrapped to ``width``: headings underlined, list items with their bullets and
    numbers, tables in aligned columns, code as it is; no ``#``, ``**`` or backquote is left."""
    out: list[str] = []
    previous = None
    for block in parse_blocks(markdown.splitlines()):
        if previous is not None and not (block.kind == previous.kind == "item"):
            out.append("")
        out.extend(_plain_block(block, width))
        previous = block
    return "\n".join(out) + "\n"


def _plain_block(block: Block, width: int) -> list[str]:
    if block.kind == "heading":
        title = inline_text(block.text)
        return [title.upper(), "=" * len(title)] if block.level == 1 else [title, "-" * len(title)]
    if block.kind == "item":
        indent = "  " * block.level
        bullet = block.marker if block.marker[0].isdigit() else "-"
        return textwrap.wrap(inline_text(block.text), width, initial_indent=f"{indent}{bullet} ",
                             subsequent_indent=indent + " " * (len(bullet) + 1)) or [f"{indent}{bullet}"]
    if block.kind == "table":
        return _plain_table([[inline_text(cell) for cell in row] for row in block.rows])
    if block.kind == "code":
        return ["    " + line for line in block.text.splitlines()]
    if block.kind == "rule":
        return ["-" * min(width, 40)]
    return textwrap.wrap(inline_text(block.text), width) or [""]


def _plain_table(rows: list[list[str]]) -> list[str]:
    if not rows:
        return []
    columns = max(len(row) for row in rows)
    rows = [row + [""] * (columns - len(row)) for row in rows]
    widths = [max(len(row[c]) for row in rows) for c in range(columns)]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines
