"""More mana abilities (2007 406; 2026 605 and 106):

- triggered mana abilities of lands tapped for mana (rulings/engine/tapped_for_mana.py): "Whenever a
  player taps a land for mana, that player adds one mana of any type that land produced." (Mana
  Flare), "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild
  Growth), "Whenever a Forest is tapped for mana, its controller adds an additional {G}." (Vernal
  Bloom), "Whenever you tap a Swamp for mana, add an additional {B}." (Crypt Ghast);
- "{T}: Add {W} or {U}. This land doesn't untap during your next untap step." (Thalakos Lowlands):
  the mana ability with an effect that lasts until its controller's next untap step
  (rulings/engine/next_untap.py, 2007 302.2; 2026 502.3);
- "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}." (Cascade Bluffs): options of more than one type, the
  activation's `choice` spelling the one chosen ("UR"; 2007 413.2c; 2026 608.2d);
- "{T}: Add {G} for each creature you control.", "Add an amount of {G} equal to this creature's
  power." (Gaea's Cradle, Viridian Joiner): mana counted as the ability resolves
  (rulings/engine/mana_amounts.py)."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .described import BASIC_LAND_TYPES, CREATURE_TYPES
from .mass import counted
from .registry import Effect, NotUnderstood, ability_template, effect_template

BASIC = r"(Plains|Island|Swamp|Mountain|Forest)"
MANA = r"((?:\{[WUBRGC]\})+)"


@ability_template(rf"Whenever (a player taps a land|enchanted land is tapped|an? {BASIC} is tapped|you tap an? (land|{BASIC})) for mana, "
                  rf"(that player adds|its controller adds|add) (one mana of any type that land produced|an additional {MANA})\.")
def tapped_for_mana(card, m) -> list[dict]:
    """A triggered mana ability (2007 406.1, 411.3; 2026 605.1b, 605.4a, 106.12a), the mana to the
    player who tapped the land ("that player" / "its controller" / "you" as each phrase allows)."""
    head, who = m.group(1), m.group(5)
    if head == "a player taps a land":
        trigger, fits = {"event": "tapped_for_mana", "what": "land"}, who == "that player adds"
    elif head == "enchanted land is tapped":
        trigger, fits = {"event": "tapped_for_mana", "what": "enchanted_land"}, who == "its controller adds"
    elif m.group(2):
        trigger, fits = {"event": "tapped_for_mana", "what": "land", "subtype": m.group(2)}, who == "its controller adds"
    else:
        trigger = {"event": "tapped_for_mana", "what": "your_land"}
        if m.group(4) != "land":
            trigger["subtype"] = m.group(4)
        fits = who == "add"
    if not fits:
        raise NotUnderstood(m.group(0))
    if trigger["what"] == "enchanted_land" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    effect = [{"do": "add_mana_same_type"}] if m.group(7) is None else [{"do": "add_additional_mana", "mana": m.group(7)}]
    if m.group(7) is None and m.group(6) != "one mana of any type that land produced":
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": trigger, "effect": effect}]


@ability_template(r"([^:\"—]+): (Add [^.\"]+)\. ~ doesn't untap during your next untap step\.")
def mana_then_doesnt_untap(card, m) -> list[dict]:
    """ "{T}: Add {W} or {U}. This land doesn't untap during your next untap step.": the mana
    ability, then the effect on the permanent itself, lasting until its controller's next untap
    step (a mana ability may have other effects: 2007 406.1; 2026 605.1a)."""
    if "Land" not in card.types:
        raise NotUnderstood(m.group(0))  # "this land" is the land itself only on a land
    ab = without_restriction(card, f"{m.group(1)}: {m.group(2)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(0))
    effect.append({"do": "doesnt_untap_your_next", "what": "self"})
    return [{**ab, "effect": effect, "text": m.group(0)}]


@ability_template(r"([^:\"—]+): Add ((?:\{[WUBRG]\}){2}), ((?:\{[WUBRG]\}){2}), or ((?:\{[WUBRG]\}){2})\.")
def filter_mana(card, m) -> list[dict]:
    """ "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}." (the Shadowmoor filter lands): one of three
    options chosen as it resolves (2007 413.2c; 2026 608.2d)."""
    options = [m.group(2), m.group(3), m.group(4)]
    if len(set(options)) != 3:
        raise NotUnderstood(m.group(0))
    cost_words = m.group(1)
    hybrid = re.match(r"(\{[WUBRG]/[WUBRG]\}), ", cost_words)  # "{U/R}, {T}": a hybrid mana cost (2007 104.3e; 2026 107.4e)
    if hybrid:
        cost_words = cost_words[hybrid.end():]
    ab = without_restriction(card, f"{cost_words}: Add {{C}}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(1))
    if hybrid:
        if "mana" in ab["cost"]:
            raise NotUnderstood(m.group(1))
        ab = {**ab, "cost": {"mana": hybrid.group(1), **ab["cost"]}}
    return [{**ab, "effect": [{"do": "add_mana", "one_of": options}], "text": m.group(0)}]


def _for_each(eff: Effect, mana: str, amount: dict) -> None:
    if len(set(re.findall(r"\{(.)\}", mana))) != 1 or mana.count("{") != 1:
        raise NotUnderstood(mana)  # one mana of one type for each
    eff.steps.append({"do": "add_mana_for_each", "mana": mana, "amount": amount})


@effect_template(rf"add {MANA} for each ([A-Za-z' ]+)")
def add_mana_for_each(eff, m):
    """ "Add {G} for each creature you control." (Gaea's Cradle), "Add {B} for each Swamp you
    control." (Cabal Coffers), "Add {G} for each Elf on the battlefield." (Priest of Titania):
    the permanents counted as it resolves."""
    sub = re.fullmatch(r"([A-Z][a-z]+) (you control|on the battlefield)", m.group(2))
    if sub is None:
        amount = counted(eff, m.group(2), 1)
    elif sub.group(1) in BASIC_LAND_TYPES.values() or sub.group(1) in CREATURE_TYPES:
        spec: dict = {"subtypes": [sub.group(1)]}  # a permanent with that subtype (a basic land type or a creature type)
        if sub.group(2) == "you control":
            spec["controller"] = "you"
        amount = {"count": "permanents", "filter": spec}
    else:
        raise NotUnderstood(m.group(0))
    _for_each(eff, m.group(1), amount)


@effect_template(rf"add an amount of {MANA} equal to ~'s power")
def add_mana_equal_to_power(eff, m):
    """ "Add an amount of {G} equal to this creature's power." (Viridian Joiner): its power as the
    ability resolves, or as it last existed (2007 413.2f; 2026 608.2h)."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    _for_each(eff, m.group(1), {"count": "power_of", "of": "self"})


def _mana_ability_cost(card, cost_words: str) -> dict:
    """The activated ability "[cost]: Add {C}." the other templates read, for its cost (and any
    restriction), NotUnderstood if it isn't a plain mana ability."""
    ab = without_restriction(card, f"{cost_words}: Add {{C}}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": "{C}"}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(cost_words)
    return ab


@ability_template(r"([^:\"—]+): Add one mana of any (type|color) that an? (basic )?land (you control|an opponent controls) could produce\.")
def could_produce(card, m) -> list[dict]:
    """ "{T}: Add one mana of any type that a land you control could produce." (Reflecting Pool),
    "{T}: Add one mana of any color that a land an opponent controls could produce." (Exotic
    Orchard), "... a basic land you control ..." (Star Compass): the type chosen as it resolves
    among those the lands could produce (2007 406.6; 2026 106.7; rulings/engine/could_produce.py)."""
    ab = _mana_ability_cost(card, m.group(1))
    step: dict = {"do": "add_mana_land_could_produce"}
    if m.group(4) == "an opponent controls":
        step["lands"] = "opponents"
    if m.group(3):
        step["basic"] = True
    if m.group(2) == "color":
        step["colors_only"] = True
    return [{**ab, "effect": [step], "text": m.group(0)}]
