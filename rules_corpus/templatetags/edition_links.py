"""Links inside a rule shown from a given edition (`/rules/<n>?edition=<date>`)
stay in that edition: a rule's stored text links to /rules/<n>, which opens the
active corpus, so a page of another edition adds its `?edition=` to them."""
import re

from django import template
from django.utils.safestring import mark_safe

register = template.Library()

_RULE_HREF = re.compile(r'href="(/rules/[0-9A-Za-z.]+)"')


@register.filter
def in_edition(html, query: str = ""):
    """The stored (already escaped) rule HTML with its rule links kept in the edition."""
    if not query:
        return mark_safe(html)
    return mark_safe(_RULE_HREF.sub(lambda m: f'href="{m.group(1)}{query}"', str(html)))
