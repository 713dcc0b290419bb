"""HTML for the step log, built in Python because it is the hot loop of a step page.

A step page of a long scenario lists dozens of steps; building each <li> with
format_html (which escapes every value) costs a fraction of rendering the same
markup through template tags.
"""
from django.utils.html import escape
from django.utils.safestring import mark_safe

_HX = 'hx-target="#replay" hx-swap="outerHTML" hx-push-url="true"'
_CURRENT = ' class="current" aria-current="step"'
_BADGE = ' <span class="badge refused">refused</span>'


def render_step_log(entries, current: int, step_base: str):
    """<li> items for the step log; `step_base` + index is a step's URL.

    The summary is the one text that comes from a scenario (it names its cards
    and players), and it is escaped; the rest is our own markup, URLs and numbers.
    """
    base = escape(step_base)
    rows = []
    for entry in entries:
        index = int(entry["index"])
        refused = bool(entry["refused"])
        attributes = (_CURRENT if index == current else "") + (" data-refused" if refused else "")
        rows.append(
            f'<li value="{index}"{attributes}><a href="{base}{index}" hx-get="{base}{index}" {_HX}>'
            f'{escape(entry["summary"])}</a>{_BADGE if refused else ""}</li>'
        )
    return mark_safe("\n".join(rows))


def render_objects(objects) -> str:
    """<li> items for the cards of a zone in the game-state panel (from scenarios.state_panel)."""
    rows = []
    for o in objects:
        facts = f' <small>· {escape(o["facts"])}</small>' if o["facts"] else ""
        tapped = ' class="tapped"' if o["tapped"] else ""
        rows.append(
            f'<li{tapped}><strong>{escape(o["name"])}</strong> <code>{escape(o["id"])}</code> '
            f'<small class="muted">{escape(o["type_line"])}</small>{facts}</li>'
        )
    return mark_safe("".join(rows))
