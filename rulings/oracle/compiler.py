"""Oracle text to the engine's card definition, ability by ability.

Each paragraph of a card's Oracle text is one ability (or, on an instant or
sorcery, part of its effect). A paragraph is "played" when a template of the
registry matched it whole and the engine's vocabulary says all of it; any other
paragraph is "text only": kept in the definition's `text_only`, shown by the
builder and the card page, and noted in the replay when the card is used.
A card is fully played only when every paragraph is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import activated, counters, damage, keywords, mana, players, prevention, pump, removal, statics, tokens, triggered  # noqa: F401  (they register)
from . import lands  # noqa: F401  (it registers)
from . import library  # noqa: F401  (it registers: scry, surveil, mill, search, investigate, cycling)
from . import mass  # noqa: F401  (it registers: "for each [permanents described]")
from . import combat_restrictions, conditions  # noqa: F401,E402  (they register)
from . import delayed  # noqa: F401  (registers its templates)
from . import blocking, optional, unless  # noqa: F401  (they register)
from . import auras, equipment, power_toughness  # noqa: F401  (auras, equipment register)
from . import up_to  # noqa: F401  (it registers: "up to N target ...")
from . import copies  # noqa: F401  (it registers: "copy target instant or sorcery spell")
from . import proliferate  # noqa: F401  (it registers: "proliferate")
from . import energy  # noqa: F401  (it registers: "you get {E}{E}")
from . import counters_more  # noqa: F401  (it registers: -1/-1 and kicked "enters with" counters)
from . import monstrous  # noqa: F401  (it registers: monstrosity, adapt, "when ~ becomes monstrous")
from . import return_yours  # noqa: F401  (it registers: "return a land / creature you control to its owner's hand")
from . import keywords_more  # noqa: F401  (it registers: battle cry, dethrone, afflict)
from . import replacements  # noqa: F401  (it registers: umbra armor, life gain and "would die" replacements)
from rulings.engine.mana import is_valid_cost

from .registry import ABILITY_TEMPLATES, Card, Effect, NotUnderstood, parse_effect
from .text import self_references, sentences, strip_reminders

#: the card types the engine plays (rulings/engine/scenario/vocabulary.py CARD_TYPES)
ENGINE_TYPES = {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Sorcery", "Planeswalker"}
ENGINE_SUPERTYPES = {"Basic", "Legendary", "Snow"}
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: the keyword lines an instant or sorcery has besides its effect
SPELL_KEYWORDS = {"flash", "split_second", "flashback", "kicker", "storm", "suspend"}
SPELL_KEYWORDS |= {"buyback", "convoke", "delve", "improvise", "affinity_for_artifacts", "affinity_for_creatures",
                   "affinity_for_enchantments", "affinity_for_equipment"}  # cost keywords (cost_reduction.py, buyback.py)


@dataclass
class Compiled:
    definition: dict | None
    abilities: list[dict] = field(default_factory=list)  # [{"text", "played"}]
    played: bool = False
    why_not: str = ""  # why the card as a whole is not played, when it isn't


def _ability(card: Card, paragraph: str) -> list[dict]:
    """The engine abilities of one (normalized) paragraph; NotUnderstood if no template says all of it."""
    for _family, pattern, fn in ABILITY_TEMPLATES:
        m = pattern.fullmatch(paragraph)
        if m is None:
            continue
        try:
            return fn(card, m)
        except NotUnderstood:
            continue
    raise NotUnderstood(paragraph)


def _pt(value):
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise NotUnderstood(f"power/toughness {value}") from None


def _with_text(abilities: list[dict], text: str) -> list[dict]:
    return [{**ab, "text": text} if ab.get("kind") != "keyword" else ab for ab in abilities]


#: instructions whose player choice is given in the action's `choices`, keyed by the resolving object
CHOICE_INSTRUCTIONS = {"scry", "surveil", "look_at_top", "look_and_put_back", "search_library", "fabricate", "reveal_hand",
                       "may", "proliferate", "return_one_you_control", "counter_unless_pays", "sacrifice_unless_pays",
                       "discard", "prevent_damage_from_source"}


def _copies_need_choices(abilities: list[dict], steps: list[dict]) -> bool:
    """Whether a spell with storm has an instruction whose choice its copies would need."""
    from rulings.engine.scenario.cards import instructions
    return (any(ab.get("keyword") == "storm" for ab in abilities)
            and any(st.get("do") in CHOICE_INSTRUCTIONS for st in instructions(steps)))


def compile_card(record: dict) -> Compiled:
    """`record`: name, mana_cost, types, supertypes, subtypes, power, toughness,
    loyalty (a planeswalker's), text, layout and faces (true when the card has faces of its own)."""
    name = record["name"]
    text = record.get("text") or ""
    paragraphs = [p for p in text.split("\n") if p.strip() and p.strip() != "//"]
    types = list(record.get("types") or [])
    why = _refusal(record, types)
    card = Card(name=name, types=tuple(types), mana_cost=record.get("mana_cost") or "", subtypes=tuple(record.get("subtypes") or ()))
    definition: dict = {"name": name, "types": types}
    if record.get("mana_cost"):
        definition["mana_cost"] = record["mana_cost"]
    for key in ("supertypes", "subtypes"):
        if record.get(key):
            definition[key] = list(record[key])
    defining: dict = {}  # the paragraph that defines a "*" power or toughness: its ability
    if not why:
        why = _numbers(record, types, definition, paragraphs, defining)
    if why:
        return Compiled(None, [{"text": p, "played": False} for p in paragraphs], False, why)

    engine_abilities: list[dict] = []
    verdicts: list[dict] = []
    text_only: list[str] = []
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    spell = Effect(card, allow_x=card.has_x)
    # 305.6: a land with a basic land type has that type's mana ability (the card's text only reminds of it)
    if "Land" in types:
        for sub in record.get("subtypes") or ():
            if sub in BASIC_LAND_MANA:
                engine_abilities.append({"kind": "activated", "cost": {"tap": True},
                                         "effect": [{"do": "add_mana", "mana": "{%s}" % BASIC_LAND_MANA[sub]}],
                                         "text": "{T}: Add {%s}." % BASIC_LAND_MANA[sub]})
    modes = _modes(card, paragraphs, name) if is_spell else None
    if modes is not None:  # "Choose one —" and a bullet per mode (700.2): each mode its own targets and effect
        definition["modes"], verdicts = modes
        paragraphs = []
    for paragraph in paragraphs:
        plain = self_references(strip_reminders(paragraph), name)
        if not plain:  # reminder text alone (a basic land's mana ability, said by its type)
            verdicts.append({"text": paragraph, "played": True})
            continue
        if paragraph in defining:  # 2026 604.3 / 2007 405.2: it defines the "*" of its power/toughness box
            engine_abilities.append({**defining.pop(paragraph), "text": paragraph})
            verdicts.append({"text": paragraph, "played": True})
            continue
        if plain == "As an additional cost to cast ~, sacrifice a creature." and "additional_cost" not in definition:
            definition["additional_cost"] = {"sacrifice": "creature"}  # 601.2b / 2007's 409.1b
            verdicts.append({"text": paragraph, "played": True})
            continue
        if plain == "As an additional cost to cast ~, discard a card." and "additional_cost" not in definition:
            definition["additional_cost"] = {"discard": 1}  # the card named by the action's pay (601.2b / 409.1b)
            verdicts.append({"text": paragraph, "played": True})
            continue
        try:
            if is_spell and plain == "~ can't be countered.":  # 101.2: "can't" beats "counter"
                engine_abilities.append({"kind": "keyword", "keyword": "cant_be_countered"})
            elif is_spell and (cycles := library.cycling_line(card, plain)) is not None:  # 702.29a/c: abilities, not its effect
                engine_abilities += _with_text(cycles, paragraph)
            elif is_spell:
                try:
                    found = keywords.keyword_line(card, _fullmatch_keywords(plain))
                    if not all(ab["keyword"] in SPELL_KEYWORDS for ab in found):
                        raise NotUnderstood(plain)
                    engine_abilities += found
                except NotUnderstood:
                    if plain.endswith(":") or '"' in plain:
                        raise
                    sub = parse_effect(card, sentences(plain), allow_x=card.has_x)
                    if sub.targets and any(isinstance(t, dict) and t.get("up_to") for t in spell.targets):
                        raise NotUnderstood(plain)  # the targets of "up to N" come last (up_to.py)
                    offset = len(spell.targets)
                    spell.targets += sub.targets
                    spell.steps += _shift_targets(sub.steps, offset)
            else:
                engine_abilities += _with_text(_ability(card, plain), paragraph)
            verdicts.append({"text": paragraph, "played": True})
        except NotUnderstood:
            verdicts.append({"text": paragraph, "played": False})
            text_only.append(paragraph)
    if is_spell:
        if spell.targets:
            definition["targets"] = spell.targets
        if spell.steps:
            definition["effect"] = spell.steps
        if _copies_need_choices(engine_abilities, spell.steps):
            # a storm copy's choice can't be named in a scenario (its id exists only once it is made),
            # so every copy would take the default: the storm paragraph stays text only (Radstorm)
            engine_abilities = [ab for ab in engine_abilities if ab.get("keyword") != "storm"]
            for verdict in verdicts:
                if verdict["played"] and re.match(r"storm\b", strip_reminders(verdict["text"]), re.IGNORECASE):
                    verdict["played"] = False
                    text_only.append(verdict["text"])
    if "Aura" in (record.get("subtypes") or ()):
        enchant = [ab for ab in engine_abilities if ab.get("keyword") == "enchant"]
        if len(enchant) != 1:
            return Compiled(None, [{**v, "played": False} for v in verdicts], False, "an Aura whose enchant ability the engine can't read")
        definition["targets"] = [enchant[0]["what"]]
    definition["abilities"] = engine_abilities
    definition["text"] = text
    if text_only:
        definition["text_only"] = text_only
    played = not text_only
    return Compiled(definition, verdicts, played, "" if played else "text the engine does not play")


def _modes(card: Card, paragraphs: list[str], name: str):
    """A modal spell the engine plays: "Choose one —" then only bullets, each of
    which a template reads whole; otherwise None (the paragraphs are read one by one)."""
    if len(paragraphs) < 3 or paragraphs[0].strip() != "Choose one —" or not all(p.startswith("• ") for p in paragraphs[1:]):
        return None
    modes = []
    for p in paragraphs[1:]:
        try:
            eff = parse_effect(card, sentences(self_references(strip_reminders(p[2:]), name)), allow_x=card.has_x)
        except NotUnderstood:
            return None
        mode = {"text": p[2:], "effect": eff.steps}
        if eff.targets:
            mode["targets"] = eff.targets
        modes.append(mode)
    return modes, [{"text": p, "played": True} for p in paragraphs]


def _fullmatch_keywords(plain: str):
    import re
    m = re.fullmatch(r"[A-Z][^.:\"]*", plain)
    if m is None:
        raise NotUnderstood(plain)
    return m


def _shift_targets(steps: list, offset: int) -> list:
    """A later paragraph's "target:0" is the spell's target number offset+0."""
    if not offset:
        return steps

    def shift(value):
        if isinstance(value, str) and value.startswith("target:"):
            return f"target:{int(value[7:]) + offset}"
        if isinstance(value, dict):
            return {k: shift(v) for k, v in value.items()}
        if isinstance(value, list):
            return [shift(v) for v in value]
        return value
    return shift(steps)


def _refusal(record: dict, types: list[str]) -> str:
    """Why the engine can't hold the card at all, whatever its text says; "" if it can."""
    name = record["name"]
    if record.get("faces") or record.get("layout", "normal") not in ("normal", "leveler") or " // " in name:
        return "a card with faces: the engine plays single-faced cards"
    if not types or not set(types) <= ENGINE_TYPES:
        return f"the engine has no {', '.join(sorted(set(types) - ENGINE_TYPES)) or 'card type'} cards"
    if not set(record.get("supertypes") or []) <= ENGINE_SUPERTYPES:
        return "a supertype the engine does not know"
    if not record.get("mana_cost") and ("Land" not in types or "Creature" in types):
        # A land is colorless; any other card without a mana cost (a land creature such as
        # Dryad Arbor included) may be colored by a color indicator (204), which the data lacks.
        return "no mana cost (its color comes from a color indicator the data does not give)"
    if record.get("mana_cost") and not is_valid_cost(record["mana_cost"]):
        return "a mana cost the engine can't pay (snow mana, or a symbol it doesn't know)"
    if record.get("layout") == "leveler":
        return "level up is not in the engine"
    return ""


def _numbers(record: dict, types: list[str], definition: dict, paragraphs: list[str] = (), defining: dict | None = None) -> str:
    """A creature's power and toughness and a planeswalker's loyalty (306.5a) into
    `definition`; why they can't be read, or "". A "*" is read from the one
    paragraph that defines it (power_toughness.py), put in `defining`."""
    if "Creature" in types or "Vehicle" in (record.get("subtypes") or ()):  # a Vehicle's printed P/T (2026 301.7a)
        try:
            definition["power"], definition["toughness"] = _pt(record.get("power")), _pt(record.get("toughness"))
            if definition["power"] is None or definition["toughness"] is None:
                raise NotUnderstood("no power/toughness")
        except NotUnderstood:
            found = []
            for paragraph in paragraphs:
                try:
                    found.append((paragraph, power_toughness.defining_ability(
                        self_references(strip_reminders(paragraph), record["name"]), record.get("power"), record.get("toughness"))))
                except NotUnderstood:
                    continue
            if len(found) != 1 or defining is None:
                return "a power or toughness that is not a number (a characteristic-defining ability)"
            paragraph, (ability, definition["power"], definition["toughness"]) = found[0]
            defining[paragraph] = ability
    if "Planeswalker" in types:
        try:
            definition["loyalty"] = int(record.get("loyalty"))  # 306.5a: its printed loyalty
        except (TypeError, ValueError):
            return "a planeswalker without a printed loyalty the engine can read"
        if set(types) - {"Planeswalker"}:
            return "a planeswalker of another card type too"
    return ""
