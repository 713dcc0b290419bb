"""HTML for the step log, built in Python because it is the hot loop of a step page.

A step page of a long scenario lists dozens of steps; building each <li> with
format_html (which escapes every value) costs a fraction of rendering the same
markup through template tags.
"""
from django.utils.html import format_html
from django.utils.safestring import mark_safe

_HX = 'hx-target="#replay" hx-swap="outerHTML" hx-push-url="true"'


def render_step_log(entries, current: int, step_base: str):
    """<li> items for the step log; `step_base` + index is a step's URL."""
    rows = []
    for entry in entries:
        index = entry["index"]
        url = f"{step_base}{index}"
        attributes = ' class="current" aria-current="step"' if index == current else ""
        if entry["refused"]:
            attributes += " data-refused"
        badge = ' <span class="badge refused">refused</span>' if entry["refused"] else ""
        rows.append(
            format_html(
                '<li value="{}"{}><a href="{}" hx-get="{}" {}>{}</a>{}</li>',
                index, mark_safe(attributes), url, url, mark_safe(_HX), entry["summary"], mark_safe(badge),
            )
        )
    return mark_safe("\n".join(rows))

