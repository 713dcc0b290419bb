"""Select and checkbox widgets that build their HTML directly.

The builder's action form has a few dozen selects listing every object; Django's
template-based widget rendering renders one template per option, which made a
builder response several times slower than everything else it does. These
widgets write the same markup with format_html, which escapes every value.
"""
from django import forms
from django.forms.utils import flatatt
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

_SELECTED = mark_safe(" selected")
_CHECKED = mark_safe(" checked")


class FastSelect(forms.Select):
    def offered(self, chosen: set) -> list:
        """The options to write: its choices."""
        return self.choices

    def render(self, name, value, attrs=None, renderer=None):
        chosen = {str(v) for v in self.format_value(value)}
        options = format_html_join(
            "",
            '<option value="{}"{}>{}</option>',
            ((v, _SELECTED if str(v) in chosen else "", label) for v, label in self.offered(chosen)),
        )
        return format_html('<select name="{}"{}>{}</select>', name, flatatt(self.build_attrs(self.attrs, attrs)), options)


class FastCheckboxes(forms.CheckboxSelectMultiple):
    def render(self, name, value, attrs=None, renderer=None):
        final = self.build_attrs(self.attrs, attrs)
        base = final.pop("id", "") or f"id_{name}"
        chosen = {str(v) for v in self.format_value(value)}
        rows = format_html_join(
            "",
            '<div><label for="{0}_{1}"><input type="checkbox" name="{2}" value="{3}" id="{0}_{1}"{4}> {5}</label></div>',
            ((base, index, name, v, _CHECKED if str(v) in chosen else "", label)
             for index, (v, label) in enumerate(self.choices)),
        )
        return format_html('<div id="{}"{}>{}</div>', base, flatatt(final), rows)



class KeepingSelect(FastSelect):
    """A select whose value the engine checks rather than the form: a value that
    is not among its options (a forged or stale post) is written as one more
    option, so the page that says what is wrong with it still holds it."""

    def offered(self, chosen: set) -> list:
        known = {str(v) for v, _ in self.choices}
        return list(self.choices) + [(v, v) for v in sorted(chosen - known) if v]
