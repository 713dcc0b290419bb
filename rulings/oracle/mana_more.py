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
ANY_COLOR = ["{W}", "{U}", "{B}", "{R}", "{G}"]
MANA = r"((?:\{[WUBRGC]\})+)"


@ability_template(rf"Whenever (a player taps a land|enchanted land is tapped|an? {BASIC} is tapped|you tap an? (land|{BASIC})) for mana, "
                  rf"(that player adds|its controller adds|add) (one mana of any type that land produced|an additional {MANA}|"
                  r"an additional one mana of any color|an additional two mana in any combination of colors)\.")
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
        if m.group(4):
            trigger["subtype"] = m.group(4)
        fits = who == "add"
    if not fits:
        raise NotUnderstood(m.group(0))
    if trigger["what"] == "enchanted_land" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    if m.group(7):
        effect = [{"do": "add_additional_mana", "mana": m.group(7)}]
    elif m.group(6) == "an additional one mana of any color":  # chosen as it resolves: the action's choices for the source
        effect = [{"do": "add_additional_mana", "one_of": ANY_COLOR}]
    elif m.group(6) == "an additional two mana in any combination of colors":
        effect = [{"do": "add_additional_mana", "combination": {"amount": 2}}]
    else:
        effect = [{"do": "add_mana_same_type"}]
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
    from .mana_counter_amounts import NONCREATURE_SUBTYPES  # "for each Clue you control", "for each Locus on the battlefield"
    sub = re.fullmatch(r"([A-Z][a-z]+) (you control|on the battlefield)", m.group(2))
    if m.group(2) == "card in your hand":  # "Add {R} for each card in your hand." (Inner Fire), counted as it resolves
        amount = {"count": "cards_in_your_hand"}
    elif sub is None:
        amount = counted(eff, m.group(2), 1)
    elif sub.group(1) in BASIC_LAND_TYPES.values() or sub.group(1) in CREATURE_TYPES or sub.group(1) in NONCREATURE_SUBTYPES:
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


@ability_template(r"(Other )?(Creatures|([A-Z][a-z]+) creatures) you control have \"([^\"]+)\"")
def creatures_have_mana_ability(card, m) -> list[dict]:
    """ "Creatures you control have "{T}: Add one mana of any color."" (Cryptolith Rite), "Sliver
    creatures you control have ..." (Manaweft Sliver): a mana ability (2007 406.1; 2026 605.1a) each
    of those creatures has while the static ability applies (2007 418.5a; 2026 613.1f); its {T}
    only once the creature has been under its controller's control since the start of the turn
    (2007 212.3d; 2026 302.6), its color the activation's `choice`."""
    from rulings.engine.costs import is_mana_ability

    from .clones import _quoted
    if m.group(3) and m.group(3) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    ab = _quoted(card, m.group(4))
    if not is_mana_ability(ab) or set(ab) - {"kind", "cost", "effect", "text"} or set(ab["cost"]) - {"tap", "mana"} \
            or len(ab["effect"]) != 1 or "~" in m.group(4):
        raise NotUnderstood(m.group(4))
    spec: dict = {"you_control": True}
    if m.group(3):
        spec["subtype"] = m.group(3)
    if m.group(1):
        spec["other"] = True
    return [{"kind": "static", "affects": "creatures", "filter": spec, "gains": {**ab, "text": m.group(4)}}]


@ability_template(r"([^:\"—]+): Add ((?:\{[WUBRGC]\})+)\. ~ deals (\d+) damage to you\.")
def mana_with_pain(card, m) -> list[dict]:
    """ "{T}: Add {R}. This land deals 1 damage to you." (Barbarian Ring): a mana ability whose
    other effect happens as it resolves (2007 406.1; 2026 605.1a), the damage dealt by its source."""
    ab = without_restriction(card, f"{m.group(1)}: Add {m.group(2)}.")
    if [dict(st) for st in ab.get("effect", ())] != [{"do": "add_mana", "mana": m.group(2)}] or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(0))
    return [{**ab, "effect": [{"do": "add_mana", "mana": m.group(2)}, {"do": "damage", "amount": int(m.group(3)), "to": "you"}],
             "text": m.group(0)}]


@effect_template(r"add one mana of any color")
def add_one_mana_of_any_color(eff, m):
    """ "When this creature enters, add one mana of any color." (Quirion Sentinel), a spell's "Add one
    mana of any color": its controller chooses the color as it resolves (2007 413.2c; 2026 608.2d), the
    spell's `choice`, or for a triggered ability the resolving action's `choices` for its source
    (`{"mana": "G"}`). Not a mana ability: a spell never is, nor an ability that triggers from another
    event (2007 406.2; 2026 605.5a, 605.5b)."""
    eff.steps.append({"do": "add_mana", "one_of": list(ANY_COLOR)})


@effect_template(r"add two mana in any combination of colors")
def add_two_mana_in_any_combination(eff, m):
    """Manamorphose's "Add two mana in any combination of colors.": chosen as it resolves (the spell's
    `choice`, "RG"; rulings/engine/mana_combination.py)."""
    eff.steps.append({"do": "add_mana", "combination": {"amount": 2}})


COLOR_WORDS = ("white", "blue", "black", "red", "green")


@ability_template(r"(?:~ enters tapped\. )?As (?:~|it) enters, choose a color other than (white|blue|black|red|green)\.")
def choose_a_color_other_than(card, m) -> list[dict]:
    """ "This land enters tapped. As it enters, choose a color other than green." (Thriving Grove),
    "As this land enters, choose a color other than green." (Manor Gate): a replacement effect whose
    choice its controller makes as it enters (2007 419.1b; 2026 614.12a), that color excluded."""
    how: dict = {"choose": "color", "other_than": m.group(1)}
    if m.group(0).startswith("~ enters tapped."):
        how = {"tapped": True, **how}
    elif not m.group(0).startswith("As ~"):
        raise NotUnderstood(m.group(0))  # "it" only after "~ enters tapped."
    return [{"kind": "static", "comes_into_play": how}]


@ability_template(r"([^:\"—]+): Add (\{[WUBRG]\}) or one mana of the chosen color\.")
def mana_or_chosen_color(card, m) -> list[dict]:
    """ "{T}: Add {G} or one mana of the chosen color." (rulings/engine/chosen_color_mana.py): only
    on a card that chooses a color as it enters (what "the chosen color" refers to, 2026 607.2d)."""
    if not any(re.fullmatch(r"(?:(?:~|This [a-z]+) enters tapped\. )?As (?:~|it|this [a-z]+) enters, choose a color(?: other than [a-z]+)?\.", p)
               for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    ab = _mana_ability_cost(card, m.group(1))
    return [{**ab, "effect": [{"do": "add_mana_or_chosen_color", "mana": m.group(2)}], "text": m.group(0)}]


#: what a mana ability may also do as it resolves, read here: its controller gains or loses life, draws
OTHER_EFFECTS = ({"do": "gain_life", "player": "you"}, {"do": "lose_life", "player": "you"}, {"do": "draw"})


@ability_template(r"([^:\"—]+): (Add [^.\"]+)\. (You gain \d+ life|You lose \d+ life|Draw a card)\.")
def mana_and_another_effect(card, m) -> list[dict]:
    """ "{T}: Add {C}. You gain 1 life." (Pristine Talisman), "{1}, {T}, Sacrifice this artifact: Add one
    mana of any color. Draw a card." (Chromatic Sphere): a mana ability may have other effects, which
    happen as it resolves, without the stack (2007 406.1, 411.3; 2026 605.1a, 605.3b)."""
    from .registry import parse_effect
    from .text import sentences
    ab = without_restriction(card, f"{m.group(1)}: {m.group(2)}.")
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or set(ab) - {"kind", "cost", "effect", "text"}:
        raise NotUnderstood(m.group(0))
    other = parse_effect(card, sentences(m.group(3) + "."))
    if other.targets or len(other.steps) != 1 or not any(all(other.steps[0].get(k) == v for k, v in want.items())
                                                          for want in OTHER_EFFECTS):
        raise NotUnderstood(m.group(3))
    return [{**ab, "effect": effect + other.steps, "text": m.group(0)}]
