"""Activated abilities, "[Cost]: [Effect.]" (602 in 2026): mana, {T},
"Sacrifice ~" and "Pay N life" costs; "Activate only as a sorcery / once each
turn / during your upkeep". An ability whose effect adds mana is a mana ability.
A planeswalker's "+1: ...", "−2: ...", "0: ..." are loyalty abilities (606)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, parse_effect
from .text import sentences

MANA = r"(?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP])\})+"  # a two-color hybrid symbol ({B/R}) is paid with either color (104.3f / 107.4e)
RESTRICTIONS = {"Activate only as a sorcery.": ("timing", "sorcery"),
                "Activate only once each turn.": ("once_each_turn", True),
                "Activate only during your upkeep.": ("timing", "your_upkeep"),
                "Activate only during your turn.": ("timing", "your_turn"),
                "Activate only during your turn, before attackers are declared.": ("timing", "your_turn_before_attackers")}
RESTRICTIONS["Activate only once."] = ("only_once", True)  # for the object's life (rulings/engine/activation_limits.only_once)
RESTRICTIONS["Activate only if you have the city's blessing."] = ("only_if", {"citys_blessing": True})  # 702.131c (keywords_later.py)


SACRIFICE = {"Sacrifice a creature": "creature", "Sacrifice another creature": "another_creature",
             "Sacrifice an artifact": "artifact", "Sacrifice a land": "land", "Sacrifice an enchantment": "enchantment"}
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}


def cost(text: str) -> dict:
    out: dict = {}
    for part in text.split(", "):
        if re.fullmatch(MANA, part) and "mana" not in out:
            out["mana"] = part
        elif part == "{T}" and "tap" not in out:
            out["tap"] = True
        elif part == "Exert ~" and "exert" not in out:
            out["exert"] = True  # "{T}, Exert this creature:" (2026 701.43a; rulings/engine/exert_costs.py)
        elif part == "Sacrifice ~" and "sacrifice" not in out:
            out["sacrifice"] = "self"
        elif part in SACRIFICE and "sacrifice" not in out:
            out["sacrifice"] = SACRIFICE[part]
        elif (m := re.fullmatch(r"Sacrifice an? ([A-Z][a-z]+)", part)) and "sacrifice" not in out:
            out["sacrifice"] = f"subtype:{m.group(1)}"  # "Sacrifice a Goblin": a permanent with that subtype
        elif part == "Return ~ to its owner's hand" and "return_to_hand" not in out:
            out["return_to_hand"] = "self"
        elif part == "Tap an untapped creature you control" and "tap_creature" not in out:
            out["tap_creature"] = True
        elif (m := re.fullmatch(r"Tap (two|three|four|five) untapped creatures you control", part)) and "tap_creature" not in out:
            out["tap_creature"] = _NUMBERS[m.group(1)]  # "Tap two untapped creatures you control" (Skaab Wrangler's kin)
        elif (m := re.fullmatch(r"Tap an untapped ([A-Z][a-z]+) you control", part)) and "tap_creature" not in out:
            out["tap_creature"], out["tap_subtype"] = True, m.group(1)  # "Tap an untapped Ally you control"
        elif (m := re.fullmatch(r"Sacrifice an? (creature|artifact|land|enchantment) or (?:an? )?(creature|artifact|land|enchantment|planeswalker)",
                                part)) and "sacrifice" not in out and m.group(1) != m.group(2):
            out["sacrifice"] = f"{m.group(1)}_or_{m.group(2)}"  # "Sacrifice an artifact or creature"
        elif (m := re.fullmatch(r"Discard an? (creature|land|artifact|enchantment|instant|sorcery) card", part)) and "discard" not in out:
            out["discard"], out["discard_type"] = 1, m.group(1).capitalize()  # "Discard a creature card"
        elif part in ("Discard ~", "Discard this card") and "discard" not in out:
            out["discard"], out["zone"] = "self", "hand"  # works only from the hand (402.8e / 113.6j): "Channel — {U}, Discard ~: ..."
        elif part in ("Exile ~", "Exile ~ from your graveyard", "Exile this card from your graveyard") and "exile" not in out:
            out["exile"] = "self"
            if part != "Exile ~":
                out["zone"] = "graveyard"
        elif (m := re.fullmatch(r"Remove (a|two|three) \+1/\+1 counters? from ~", part)) and "remove_counters" not in out:
            out["remove_counters"] = {"+1/+1": {"a": 1, "two": 2, "three": 3}[m.group(1)]}
        elif (m := re.fullmatch(r"Put (a|two) -1/-1 counters? on ~", part)) and "put_counters" not in out \
                and (m.group(1) == "a") == part.endswith("counter on ~"):
            out["put_counters"] = {"-1/-1": {"a": 1, "two": 2}[m.group(1)]}  # a cost of the permanent itself (602.1; costs.py)
        elif (m := re.fullmatch(r"Remove (a|an|two|three|four|five) (charge|spore|oil|fade) counters? from ~", part)) and "remove_counters" not in out \
                and (m.group(1) in ("a", "an")) == part.endswith(" counter from ~") \
                and (m.group(1) not in ("a", "an") or (m.group(1) == "an") == (m.group(2) == "oil")):
            out["remove_counters"] = {m.group(2): {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5}[m.group(1)]}  # a cost of the permanent itself (602.1)
        elif part == "Discard a card at random" and "discard" not in out:
            out["discard"], out["discard_random"] = 1, True  # the player doesn't choose (rulings/engine/random_discard_costs.py)
        elif (m := re.fullmatch(r"Discard (a|two|three) cards?", part)) and "discard" not in out:
            out["discard"] = {"a": 1, "two": 2, "three": 3}[m.group(1)]
        elif (m := re.fullmatch(r"Pay (\d+) life", part)) and "life" not in out:
            out["life"] = int(m.group(1))
        elif re.fullmatch(r"Pay (\{E\})+", part) and "energy" not in out:
            out["energy"] = part.count("{E}")  # "Pay {E}{E}": energy counters (2026 107.14; rulings/engine/energy_payment.pay_energy_cost)
        elif (sacs := _sacrifice_count(part)) and "sacrifice" not in out:  # "Sacrifice two Treasures" (graveyard_abilities.py)
            out["sacrifice"], out["sacrifice_count"] = sacs
        elif (spec := _exile_cards(part)) and "exile_cards" not in out:  # "Exile two cards from your graveyard" (graveyard_abilities.py)
            out["exile_cards"] = spec
        elif (spec := _return_permanents(part)) and "return_permanents" not in out:  # "Return a land you control to its owner's hand"
            out["return_permanents"] = spec  # (return_costs.py)
        elif (spec := _tap_untapped(part)) and "tap_creature" not in out:  # "Tap two untapped Wizards you control"
            out.update(spec)  # (tap_untapped_costs.py)
        elif (kind := _sacrifice_another(part)) and "sacrifice" not in out:  # "Sacrifice another creature or artifact"
            out["sacrifice"] = kind  # (sacrifice_another_costs.py)
        elif (kind := _sacrifice_token(part)) and "sacrifice" not in out:  # "Sacrifice a token", "Sacrifice a permanent"
            out["sacrifice"] = kind  # (sacrifice_token_costs.py)
        else:
            raise NotUnderstood(part)
    return out


@ability_template(rf"Reinforce (\d+|X)—({MANA})")
def reinforce(card, m) -> list[dict]:
    """ "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature."
    (2026 702.77a; later than the February 2007 rules, which refuse it)."""
    n = m.group(1)
    if (n == "X") != ("{X}" in m.group(2)) or n == "0":
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "zone": "hand", "reinforce": True, "cost": {"mana": m.group(2), "discard": "self"},
             "targets": ["creature"], "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": n if n == "X" else int(n),
                                                  "to": "target:0"}]}]


def reinforce_line(card, plain: str) -> list[dict] | None:
    """An instant's or sorcery's reinforce line (its other paragraphs are its effect), or None."""
    m = re.fullmatch(rf"Reinforce (\d+|X)—({MANA})", plain)
    return reinforce(card, m) if m else None


#: ability words before an ability discarded from the hand (no rules meaning: 2007 has none, 2026 207.2c)
HAND_ABILITY_WORDS = re.compile(r"(?:Channel|Bloodrush) — (?=\{)")


@ability_template(r"([^:\"]+): (.+)")
def activated(card, m) -> list[dict]:
    costs = m.group(1)
    exhaust = costs.startswith("Exhaust — ")  # 2026 702.177a: "[Cost]: [Effect]. Activate only once."
    boast = costs.startswith("Boast — ")  # 2026 702.142a: "... Activate only if this creature attacked this turn and only once each turn."
    power_up = costs.startswith("Power-up — ")  # 2026 702.193a: "[Cost]: [Effect]. If this permanent entered this turn, ..." (power_up.py)
    if exhaust or boast:
        costs = costs[len("Exhaust — " if exhaust else "Boast — "):]
    elif power_up:
        costs = costs[len("Power-up — "):]
    if (word := HAND_ABILITY_WORDS.match(costs)) is not None:
        costs = costs[word.end():]
    elif costs.startswith("Cohort — {T}, Tap an untapped Ally you control"):  # an ability word (2026 207.2c): no rules meaning
        costs = costs[len("Cohort — "):]
    ab: dict = {"kind": "activated", "cost": cost(costs)}
    zone = ab["cost"].pop("zone", None)
    if word is not None and zone != "hand":
        raise NotUnderstood(m.group(1))  # "Channel —" and "Bloodrush —" come with "Discard this card"
    if zone == "graveyard":  # "Exile this card from your graveyard: ..." works only there (402.8g / 113.6m)
        if set(ab["cost"]) - {"mana", "life", "exile", "discard", "exile_cards"}:
            raise NotUnderstood(m.group(1))
        ab["zone"] = "graveyard"
    if zone == "hand":  # "{1}{G}, Discard this card: ..." works only from the hand (402.8e / 113.6j), as cycling does
        rest = re.sub(r"^It deals ", "", m.group(2))  # "It deals 2 damage to any target": the card, its source (below)
        if set(ab["cost"]) - {"mana", "discard"} or not card.types or re.search(r"~|\bit\b|\bthis card\b", rest, re.I):
            raise NotUnderstood(m.group(1))  # the discarded card itself named otherwise in the effect: not read here
        ab["zone"] = "hand"
    effect_text = m.group(2)
    for words, (key, value) in RESTRICTIONS.items():
        if effect_text.endswith(" " + words):
            effect_text = effect_text[: -len(words) - 1]
            ab[key] = value
    if exhaust:
        if "zone" in ab or "only_once" in ab:
            raise NotUnderstood(m.group(1))
        ab["only_once"] = ab["exhaust"] = True
    if power_up:
        from .power_up import power_up_ability
        power_up_ability(card, ab)
    if boast:
        if "zone" in ab or set(ab) & {"once_each_turn", "only_while", "timing"} or not card.is_permanent_creature:
            raise NotUnderstood(m.group(1))
        ab.update(boast=True, once_each_turn=True, only_while={"self_attacked_this_turn": True})
    if re.fullmatch(r"Return (?:~|this card) from your graveyard to your hand\.", effect_text):
        return [_from_graveyard(ab)]
    if re.match(r"It deals ", effect_text) and card.types and not {"Instant", "Sorcery"} & set(card.types):
        # "Sacrifice ~: It deals 1 damage to any target" (Mogg Fanatic): "it" is the ability's source,
        # which deals the damage even once sacrificed (as it last existed)
        effect_text = "~" + effect_text[2:]
    if effect_text == "Add one mana of the chosen color.":  # the color chosen as it entered (a mana ability)
        if set(ab) - {"kind", "cost"} or set(ab["cost"]) - {"mana", "tap", "life"} and ab["cost"].get("sacrifice") != "self":
            raise NotUnderstood(effect_text)  # the engine's mana abilities check no restriction and name no chosen cost
        return [{**ab, "effect": [{"do": "add_mana_chosen_color"}]}]
    # "{X}: ..." : X is announced as the ability is activated (2007: 409.1b; 2026: 601.2b) and its effect reads it
    eff = parse_effect(card, sentences(effect_text), allow_x="{X}" in ab["cost"].get("mana", ""))
    if any(s["do"] == "add_mana" for s in eff.steps) and (eff.targets or len(eff.steps) != 1):
        raise NotUnderstood(effect_text)  # a mana ability has no target (605.1a); only "Add ..." alone here
    if any(s["do"].startswith("add_mana") for s in eff.steps) and (ab["cost"].get("sacrifice", "self") != "self"
                                                                    or "discard" in ab["cost"] or "tap_creature" in ab["cost"] or "exile_cards" in ab["cost"]
                                                                    or "return_permanents" in ab["cost"]
                                                                    or "timing" in ab or "once_each_turn" in ab):
        raise NotUnderstood(effect_text)  # a mana ability's action names no permanent to sacrifice: not playable
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]


def _sacrifice_count(part: str) -> tuple | None:
    from .graveyard_abilities import sacrifice_count_cost
    return sacrifice_count_cost(part)


def _exile_cards(part: str) -> dict | None:
    from .graveyard_abilities import exile_cards_cost
    return exile_cards_cost(part)


def _return_permanents(part: str) -> dict | None:
    from .return_costs import return_cost
    return return_cost(part)


def _tap_untapped(part: str) -> dict | None:
    from .tap_untapped_costs import tap_untapped_cost
    return tap_untapped_cost(part)


def _sacrifice_another(part: str) -> str | None:
    from .sacrifice_another_costs import sacrifice_another_cost
    return sacrifice_another_cost(part)


def _sacrifice_token(part: str) -> str | None:
    from .sacrifice_token_costs import sacrifice_token_cost
    return sacrifice_token_cost(part)


def _from_graveyard(ab: dict) -> dict:
    """ "{2}{B}: Return ~ from your graveyard to your hand": it works only from the graveyard
    (2007: 402.8g; 2026: 113.6m); a cost that taps or sacrifices the card can't be paid there."""
    if set(ab["cost"]) - {"mana", "life", "exile_cards"}:
        raise NotUnderstood("a graveyard ability's cost")
    return {**ab, "zone": "graveyard", "effect": [{"do": "return_to_hand_from_graveyard", "what": "self"}]}


@ability_template(r"\[([+−]?)(\d+)\]: (.+)")
def loyalty(card, m) -> list[dict]:
    """606.4: the cost of a loyalty ability puts on (+N) or removes (−N) loyalty counters;
    only a planeswalker has them."""
    if "Planeswalker" not in card.types or (m.group(1) == "" and m.group(2) != "0"):
        raise NotUnderstood(m.group(0))
    amount = int(m.group(2)) * (-1 if m.group(1) == "−" else 1)
    eff = parse_effect(card, sentences(m.group(3)))
    if any(s["do"].startswith("add_mana") for s in eff.steps):
        from .planeswalkers import loyalty_mana
        loyalty_mana(eff.steps, m.group(3))  # 605.1a: never a mana ability; fixed mana only, added as it resolves
    ab: dict = {"kind": "activated", "cost": {"loyalty": amount}}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]
