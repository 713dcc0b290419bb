"""Links inside a rule's text stay in the edition the page shows.

A rule's text is rendered once, at import, with its citations linked to
`/rules/<n>` and its glossary terms to `/glossary/#<term>`, the default
edition's URLs; a page of another edition (`?edition=2007-02-01`) adds its
edition to them here, when the page is rendered."""
import re

from django import template
from django.utils.safestring import mark_safe

register = template.Library()

_EDITION_HREF = re.compile(r'href="(/rules/[0-9A-Za-z.]+|/glossary/)(#[-\w]*)?"')


@register.filter
def in_edition(html, query: str = ""):
    """The stored (already escaped) HTML with its rule and glossary links kept in the edition."""
    if not query:
        return mark_safe(html)
    return mark_safe(_EDITION_HREF.sub(lambda m: f'href="{m.group(1)}{query}{m.group(2) or ""}"', str(html)))
