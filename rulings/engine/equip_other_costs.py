"""Equip with a cost that isn't only mana: "Equip—Sacrifice a creature." (Demonmail Hauberk), "Equip—Discard a
card." (Murderer's Axe), "Equip—Pay 3 life." (Nightmare Lash), "Equip—Sacrifice an artifact." (Piston Sledge).
The equip keyword says its cost with `"pays"`, an activated ability's cost object (`{"sacrifice": "creature"}`,
`{"discard": 1}`, `{"life": 3}`, with `"mana"` beside it if said), instead of `"cost"`.

"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery"
(2007 502.33a; 2026 702.6a): the cost is any cost; it is paid as an activated ability's cost is, after the
target is chosen (2007 409.1c, 409.1f-h; 2026 601.2c, 601.2h), so sacrificing the creature the ability targets
leaves it with no legal target (it doesn't resolve: 2007 413.2a; 2026 608.2b). An equip cost reduction ("Equip
abilities you activate cost {1} less") takes off only generic mana (equip_costs.py): none, without mana."""
from __future__ import annotations

FIELD = "pays"
KEYS = ("mana", "sacrifice", "discard", "life")
SACRIFICED = ("creature", "artifact")


def cost_of(keyword: dict) -> dict:
    """The equip ability's cost: `pays`, or the mana `cost`."""
    if isinstance(keyword.get(FIELD), dict):
        return dict(keyword[FIELD])
    return {"mana": keyword.get("cost", "{0}")}


def words(keyword: dict) -> str:
    """How the log says the cost: "{2}", "sacrifice a creature", "discard a card", "pay 3 life"."""
    pays = keyword.get(FIELD)
    if not isinstance(pays, dict):
        return keyword.get("cost", "{0}")
    said = [pays["mana"]] if "mana" in pays else []
    if "sacrifice" in pays:
        said.append(f"sacrifice {'an' if pays['sacrifice'][0] in 'aeiou' else 'a'} {pays['sacrifice']}")
    if "discard" in pays:
        said.append("discard a card")
    if "life" in pays:
        said.append(f"pay {pays['life']} life")
    return ", ".join(said)


def problems(ab: dict) -> list[tuple[str, str]]:
    """(field, message): `pays` only on equip, instead of `cost`, with the costs above only."""
    if FIELD not in ab:
        return []
    pays = ab[FIELD]
    if ab.get("keyword") != "equip":
        return [(FIELD, "is only for equip: its cost when it isn't only mana")]
    if "cost" in ab:
        return [(FIELD, 'is instead of "cost", not beside it')]
    if not isinstance(pays, dict) or not pays or set(pays) - set(KEYS) or set(pays) <= {"mana"}:
        return [(FIELD, f"is an object of {', '.join(KEYS)} (not mana alone: that is \"cost\")")]
    from .mana import is_valid_cost
    out = []
    if "mana" in pays and not is_valid_cost(pays["mana"]):
        out.append((f"{FIELD}.mana", 'must be mana symbols such as "{2}"'))
    if "sacrifice" in pays and pays["sacrifice"] not in SACRIFICED:
        out.append((f"{FIELD}.sacrifice", f"is one of {', '.join(SACRIFICED)}"))
    if "discard" in pays and pays["discard"] != 1:
        out.append((f"{FIELD}.discard", "is 1: a card"))
    if "life" in pays and not (isinstance(pays["life"], int) and not isinstance(pays["life"], bool) and 1 <= pays["life"] <= 20):
        out.append((f"{FIELD}.life", "is a whole number from 1 to 20"))
    return out
