"""More qualities a library search may name (rulings/oracle/tutor_qualities.py reads them from Oracle text):

- `colors`: ["blue"], "a blue instant card" (a card of that color; its mana cost and color indicator);
- `colorless`: true, "a colorless creature card" (a card with no color);
- `power_at_most` / `toughness_at_most`: N, "a creature card with power 2 or less" (Imperial Recruiter),
  "with toughness 2 or less" (Recruiter of the Guard): the card's power or toughness as its characteristics
  give it in the library (a "*" its own ability defines counts there under 2026, 604.3; under 2007 it is 0
  outside play: continuous.py); one that gives no number isn't found;
- `mana_value_at_least`: N, "with mana value 6 or greater" (Treasure Mage, Fierce Empath);
- `mana_value_is`: N, "an artifact card with mana value 3" (Trophy Mage);
- `any_of`: a list of such qualities (each as `for` names one, no `any_of` in it), one of which the card has: "a basic
  land card or a Gate card" (Open the Gates).

Mana value, X counted as 0 in the library (2026 202.3, 202.3e; 2007 203.3 "converted mana cost").
A search for cards of a stated quality need not find them (2026 701.23b; 2007 glossary "Search"); a
card without the quality named in the action's choices refuses the action (effects/library.py)."""
from __future__ import annotations

KEYS = ("colors", "colorless", "power_at_most", "toughness_at_most", "mana_value_at_least", "mana_value_is", "any_of")
COLORS = ("white", "blue", "black", "red", "green")


def _printed(value) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None  # "*" or none at all


def fits(game, obj, wanted: dict) -> bool:
    """Whether the card in a library has each of these qualities `wanted` names (the others are
    effects/library.py's `matches`)."""
    if not any(k in wanted for k in KEYS):
        return True
    from .continuous import characteristics
    from .effects.digging import _colors
    from .effects.library import mana_value
    from .effects.library import matches
    if wanted.get("any_of") and not any(matches(obj.card, w) and fits(game, obj, w) for w in wanted["any_of"]):
        return False
    c = characteristics(game, obj)
    if wanted.get("colors") and not set(wanted["colors"]) & _colors(game, obj):
        return False
    if wanted.get("colorless") and _colors(game, obj):
        return False
    for key, value in (("power_at_most", c.power), ("toughness_at_most", c.toughness)):
        if key in wanted:
            n = _printed(value)
            if n is None or n > wanted[key]:
                return False
    if "mana_value_at_least" in wanted and mana_value(obj.card) < wanted["mana_value_at_least"]:
        return False
    if "mana_value_is" in wanted and mana_value(obj.card) != wanted["mana_value_is"]:
        return False
    return True


def describe(wanted: dict, rest: str, today: bool) -> str:
    """`rest`, what the other keys describe ("instant card"), with these qualities: "blue instant card",
    "creature card with power 2 or less", "artifact card with mana value 6 or greater"."""
    if wanted.get("any_of"):  # "basic land card or Gate card"
        from .effects.library import _describe
        return " or ".join(_describe(w, today) for w in wanted["any_of"])
    colors = wanted.get("colors") or ()  # any of them (fits: "a blue or red creature card")
    words = [*((" or ".join(colors),) if colors else ()), *(("colorless",) if wanted.get("colorless") else ())]
    return " ".join([*words, rest]) + numbers_said({k: v for k, v in wanted.items() if k in KEYS}, today)  # the others: in `rest`


def numbers_said(wanted: dict, today: bool) -> str:
    """ " with power 2 or less", " with mana value 3 or greater" (2007: converted mana cost): the numeric
    qualities of a searched or looked-at card, for the log."""
    mv = "mana value" if today else "converted mana cost"
    out = ""
    for key, stat, how in (("power_at_most", "power", " or less"), ("power_at_least", "power", " or greater"),
                           ("toughness_at_most", "toughness", " or less"), ("mana_value_at_most", mv, " or less"),
                           ("mana_value_at_least", mv, " or greater"), ("mana_value_is", mv, "")):
        if key in wanted:
            out += f" with {stat} {wanted[key]}{how}"
    return out


def names_mana_value(wanted: dict) -> bool:
    return any(k in wanted for k in ("mana_value_at_least", "mana_value_is", "mana_value_at_most"))


def check(v, wanted: dict, path: str) -> None:
    """The loader's check of these keys of a `search_library`'s `for`."""
    from .scenario.vocabulary import BOUNDS
    if "colors" in wanted and v.listof(wanted["colors"], f"{path}.colors"):
        for i, w in enumerate(wanted["colors"]):
            v.choice(w, f"{path}.colors[{i}]", COLORS)
    if "colorless" in wanted:
        v.boolean(wanted["colorless"], f"{path}.colorless")
        if wanted.get("colors"):
            v.err(f"{path}.colorless", 'is not for a search that names "colors"')
    for k in ("power_at_most", "toughness_at_most", "mana_value_at_least", "mana_value_is"):
        if k in wanted:
            v.integer(wanted[k], f"{path}.{k}", *BOUNDS["dig_quality"])
    if "any_of" in wanted and v.listof(wanted["any_of"], f"{path}.any_of"):
        from .scenario.cards.library import _search
        if len(wanted["any_of"]) < 2 or len(wanted) != 1:
            v.err(f"{path}.any_of", "needs two or more qualities, and nothing else beside it")
        for i, w in enumerate(wanted["any_of"]):
            if isinstance(w, dict) and "any_of" in w:
                v.err(f"{path}.any_of[{i}].any_of", "is nested too deeply")
            else:
                _search(v, {"for": w}, f"{path}.any_of[{i}]", 0)
