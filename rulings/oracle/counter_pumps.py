""" "Equipped creature gets +1/+1 for each charge counter on this Equipment." (Banshee's Blade), "Enchanted creature
gets -1/-1 for each plague counter on this Aura." (Withering Hex), "Equipped creature gets +X/+X, where X is the number
of charge counters on this Equipment." (Opaline Bracers), "Creatures you control get +1/+1 for each unity counter on
this enchantment." (Call for Unity): a static power/toughness modification multiplied by the counters of one kind on
the ability's own source (`for_each`: "charge_counters_on_source", "plus_one_counters_on_source", a named kind:
rulings/engine/source_counters.KINDS, counted by continuous.static_count), read again whenever power and toughness
are (2007 418.4a, 418.5a 6d; 2026 611.3a, 613.4c).

The sentence without its "for each" is read by the other templates (one static pump, no other count or condition),
with an ability it "has" besides (Mace of the Valiant's vigilance). Counters on another object ("for each +1/+1
counter on other creatures you control"), a kind the engine doesn't name and a pump of the source itself stay text
only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, read_by_others

from rulings.engine.source_counters import KINDS

#: the kinds of counter a "for each" may count, as printed, and the engine's count of each
_COUNTS = {kind: count for count, kind in KINDS.items()}
_KIND = "(" + "|".join(k.replace("+", r"\+") for k in sorted(_COUNTS, key=len, reverse=True)) + ")"
_PT = r"([+-]\d+)/([+-]\d+)"


def _with_count(card, head: str, kind: str, has: str | None, text: str) -> list[dict]:
    found = read_by_others(card, head + (f" and has {has}" if has else "") + ".", lambda family, _fn: family == "counter_pumps")
    if not found:
        raise NotUnderstood(text)
    if "pump" not in found[0] or any("pump" in other for other in found[1:]):
        raise NotUnderstood(text)
    ab = found[0]
    if ab.get("kind") != "static" or ab.get("affects") == "self" or set(ab) - {"kind", "affects", "filter", "pump", "gains", "text"} \
            or (ab["pump"]["power"], ab["pump"]["toughness"]) == (0, 0):
        raise NotUnderstood(text)
    if any(other.get("kind") != "static" or set(other) - {"kind", "affects", "filter", "gains", "text"} for other in found[1:]):
        raise NotUnderstood(text)
    first = {k: v for k, v in ab.items() if k != "text"}
    if "gains" in first:  # an ability it has besides: not multiplied
        extra = [{k: v for k, v in first.items() if k not in ("pump",)}]
        first = {k: v for k, v in first.items() if k != "gains"}
    else:
        extra = []
    return [{**first, "for_each": _COUNTS[kind]}] + extra + [{k: v for k, v in o.items() if k != "text"} for o in found[1:]]


def _source(card, what: str, text: str) -> None:
    """ "this Equipment" on an Equipment, "this Aura" on an Aura, "this enchantment" / "this artifact" on one (all
    read "~"): the counters of the ability's own source."""
    if what != "~":
        raise NotUnderstood(text)
    bestow = any(p.startswith("Bestow ") for p in card.paragraphs)  # an Aura only while bestowed: "this Aura" is it then
    if "Creature" in card.types and not {"Aura", "Equipment"} & set(card.subtypes) and not (bestow and text.startswith("Enchanted creature ")):
        raise NotUnderstood(text)  # a creature's "for each +1/+1 counter on ~": not this module's


@ability_template(rf"([A-Z][^.]*? gets?) {_PT} for each {_KIND} counter on (~)(?: and has ([a-z ,]+))?\.")
def gets_for_each_counter(card, m):
    _source(card, m.group(5), m.group(0))
    return _with_count(card, f"{m.group(1)} {m.group(2)}/{m.group(3)}", m.group(4), m.group(6), m.group(0))


@ability_template(rf"([A-Z][^.]*? gets?) ([+-])X/([+-])X, where X is the number of {_KIND} counters on (~)\.")
def gets_x_where_x_is_counters(card, m):
    _source(card, m.group(5), m.group(0))
    if card.has_x:
        raise NotUnderstood(m.group(0))
    return _with_count(card, f"{m.group(1)} {m.group(2)}1/{m.group(3)}1", m.group(4), None, m.group(0))
