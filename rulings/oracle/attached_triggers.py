"""Triggered abilities of an Aura or an Equipment about the creature it is attached to, and who
their words name:

* "When enchanted creature dies, its controller draws a card" (Fate Foretold), "... that creature's
  controller loses life equal to its toughness" (Banewasp Affliction), "this Aura deals 3 damage to
  that creature's controller" (Impending Doom), "this Aura deals damage equal to that creature's
  toughness to the creature's controller" (Creature Bond), "its controller loses life equal to its
  power and you gain life equal to its toughness" (Death Watch), "you draw two cards" (Bequeathal),
  "create X 1/1 white Soldier creature tokens, where X is its power" (Murder Investigation).
  The ability looks back in time (2007 410.10d; 2026 603.10a): "its controller" is the player who
  controlled the creature as it last existed on the battlefield, noted as the ability triggers
  (rulings/engine/trigger_players.py), and its power or toughness is read as it last existed there
  (2007 413.2f; 2026 608.2h: the engine's power_of / toughness_of of the card it became). The Aura
  itself is then in a graveyard (2007 420.5d; 2026 704.5m): its damage is dealt by it as it last
  existed on the battlefield. "If it was a Human" (Avacyn's Collar) is read the same way.
* "When enchanted creature leaves the battlefield, ..." (Valor of the Worthy, Funeral March): a
  leaves-the-battlefield ability of the Aura (2007 410.10c; 2026 603.6c) that looks back in time the
  same way; "its controller" is the creature's controller as it left.
* "Whenever enchanted creature attacks or blocks, you gain 4 life" (Luminous Wake), "When enchanted
  creature attacks or blocks, sacrifice this Aura" (Primal Cocoon): two trigger events of one
  ability, played as two abilities that trigger exactly as often (a creature never both attacks and
  blocks in one combat); "whenever ... blocks" once each combat however many it blocks (2007 309.3;
  2026 509.3a).
* "Its controller" of a creature that attacks, blocks, becomes tapped or is dealt damage (Contaminated
  Bond, Insolence, Ragged Veins): its controller as the ability resolves, or as it last existed on the
  battlefield once it has left (rulings/engine/effects/its_controller.py).
* "Whenever equipped creature deals combat damage to a player, [one instruction] and you [another]"
  (the Swords): the two instructions in the order written (2007 413.2b; 2026 608.2c), "that player" the
  player dealt the damage; "create that many ... tokens" (Pollenbright Wings): the damage dealt.
* The Ordeals, Paralyze, Fungal Fortitude, Seismic Tutelage, Greatsword of Tyr, Ferocity, and the bestow
  and reconfigure creatures' "this creature or enchanted / equipped creature": below.

Any other word for the creature, the card or a player keeps the paragraph text only."""
from __future__ import annotations

import re

from .player_referents import _point_at
from .registry import NotUnderstood, ability_template, effect_template
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER, _attaches, _damaged_player, _triggered

#: the creature the ability is about, as it last existed on the battlefield (the engine's "it" of the event)
ATTACHED_STAT = "the attached creature's last"

#: the words for the creature's controller, said as the player of the trigger event
_CONTROLLER = r"\b(?:[Ii]ts|[Tt]hat creature's|[Tt]he creature's) controller\b"
#: "equal to its power", "equal to that creature's toughness"
_STAT = r"\bequal to (?:its|that creature's|the creature's) (power|toughness)\b"
#: any other word that would name the creature, the card or a player: not read here
_OTHER = r"\b(it|its|that creature|the creature|that card|this card|that player|the player|they|them|their|that much)\b"


def _attached(card, which: str, m) -> None:
    if not _attaches(card, which) or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


def _said(text: str) -> str:
    """The creature's controller as the player of the trigger event, its power or toughness as
    ATTACHED_STAT; NotUnderstood if any other referent is left."""
    text = re.sub(_CONTROLLER, EVENT_PLAYER, text)
    text = re.sub(_STAT, lambda s: f"equal to {ATTACHED_STAT} {s.group(1)}", text)
    text = re.sub(r"^you draw ", "draw ", text)
    # "X and you gain life equal to ...": two instructions, in the order written
    text = re.sub(r" and (you gain life equal to )", r". \1", text)
    rest = text.replace(EVENT_PLAYER, "").replace(ATTACHED_STAT, "")
    if re.search(_OTHER, re.sub(r"\bof their choice\b", "", rest), re.IGNORECASE):
        raise NotUnderstood(text)
    return text


@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature dies, ((?:[Ii]ts controller|[Tt]hat creature's controller|~ deals|you draw) [^\"]+)")
def attached_dies_controller(card, m):
    """The creature's controller and its power / toughness as it last existed on the battlefield."""
    _attached(card, m.group(1), m)
    text = _said(m.group(2))
    abilities = _triggered(card, {"event": "dies", "who": m.group(1)}, text)
    return _point_at(abilities, "event_player") if EVENT_PLAYER in text else abilities


@ability_template(r"When enchanted creature leaves the battlefield, ([^\"]+)")
def enchanted_leaves(card, m):
    """A leaves-the-battlefield ability of the Aura, looking back at the creature as it left."""
    _attached(card, "enchanted", m)
    text = m.group(1)
    if re.search(_STAT, text) or "~" in text:
        raise NotUnderstood(text)  # the Aura is in a graveyard by then; its power: not read here
    text = _said(text)
    abilities = _triggered(card, {"event": "leaves_play", "who": "enchanted"}, text)
    return _point_at(abilities, "event_player") if EVENT_PLAYER in text else abilities


@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature attacks or blocks, ([^\"]+)")
def attached_attacks_or_blocks(card, m):
    """Two abilities, "whenever [it] attacks" and "whenever [it] blocks", which trigger exactly as often."""
    _attached(card, m.group(1), m)
    text = m.group(2)
    if re.search(_OTHER, text, re.IGNORECASE) or re.search(r"\btarget\b", text):
        raise NotUnderstood(text)
    return [ab for ev in ("attacks", "blocks") for ab in _triggered(card, {"event": ev, "who": m.group(1)}, text)]


#: "this Equipment deals damage to that player equal to the number of cards in their hand" (Sword of War and Peace)
_THEIR_HAND = "~ deals damage to that player equal to the number of cards in their hand"
HAND_DAMAGE = "~ deals damage to the damaged player equal to the number of cards in the damaged player's hand"


@ability_template(r"Whenever equipped creature deals combat damage to a player, ([^\"]+?) and ((?:you|that player) [^\"]+)\.")
def equipped_combat_damage_and_you(card, m):
    """The Swords: the first instruction, then the second (the words "you draw a card" said as "draw a
    card"); "that player" is the player dealt the damage: the engine's "it" of the damage trigger, or,
    after an instruction that names a new "it" (a token created), the player noted as it triggered
    (rulings/engine/trigger_players.py)."""
    _attached(card, "equipped", m)
    first, second = m.group(1), m.group(2)
    if first == _THEIR_HAND:
        first = HAND_DAMAGE
    if " and " in first or " and " in second or re.search(r"\b(their|they|them|that many)\b", first + " " + second):
        raise NotUnderstood(m.group(0))
    second = re.sub(r"^you (draw|untap) ", r"\1 ", second)
    first = re.sub(r"^you (create) ", r"\1 ", first)
    trigger = {"event": "deals_damage", "who": "equipped", "to": "player", "combat": True}
    if first.startswith("create ") and second.startswith("that player "):
        return _token_then_that_player(card, trigger, first, second, m)
    return _damaged_player(card, trigger, f"{first}. {second}.")


def _token_then_that_player(card, trigger: dict, first: str, second: str, m) -> list[dict]:
    """"you create a 2/2 green Wolf creature token and that player mills ten cards": the token, then
    the damaged player noted as the ability triggered (the engine's "it" is the token by then)."""
    from .registry import parse_effect
    from .text import sentences
    text = f"{first}. {second.replace('that player', EVENT_PLAYER, 1)}."
    if re.search(_OTHER, text.replace(EVENT_PLAYER, ""), re.IGNORECASE) or re.search(r"\btarget\b|~", text):
        raise NotUnderstood(m.group(0))
    eff = parse_effect(card, sentences(text))
    made, rest = eff.steps[:eff.sentence_starts[1]], eff.steps[eff.sentence_starts[1]:]
    if [st.get("do") for st in made] != ["create_token"] or not rest or any("it" in (st.get("what"), st.get("to")) for st in rest) \
            or not all(st.get("player") == "it" for st in rest):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": trigger, "effect": made + [{**st, "player": "event_player"} for st in rest]}]


@effect_template(HAND_DAMAGE)
def damage_equal_to_the_damaged_players_hand(eff, m):
    eff.steps.append({"do": "damage", "amount": {"count": "cards_in_hand", "of": "it"}, "to": "it"})


# --- what the words above are read as ---

@effect_template(rf"{EVENT_PLAYER} (loses|gains) life equal to {ATTACHED_STAT} (power|toughness)")
def event_player_life_equal_to_stat(eff, m):
    eff.steps.append({"do": "lose_life" if m.group(1) == "loses" else "gain_life",
                      "amount": {"count": f"{m.group(2)}_of", "of": "it"}, "player": "it"})


@effect_template(rf"you (lose|gain) life equal to {ATTACHED_STAT} (power|toughness)")
def you_life_equal_to_stat(eff, m):
    eff.steps.append({"do": "lose_life" if m.group(1) == "lose" else "gain_life",
                      "amount": {"count": f"{m.group(2)}_of", "of": "it"}, "player": "you"})


@effect_template(rf"~ deals damage equal to {ATTACHED_STAT} (power|toughness) to {EVENT_PLAYER}")
def damage_equal_to_stat_to_event_player(eff, m):
    eff.steps.append({"do": "damage", "amount": {"count": f"{m.group(1)}_of", "of": "it"}, "to": "it"})


# --- "its controller" of the creature as the ability resolves: attacks, blocks, becomes tapped, is dealt damage ---

#: the creature's controller as the ability resolves (or as it last existed on the battlefield)
ITS_CONTROLLER = "the attached creature's controller"
ATTACHED_EVENTS = {"attacks": ("attacks",), "blocks": ("blocks",), "attacks or blocks": ("attacks", "blocks"),
                   "becomes tapped": ("becomes_tapped",), "is dealt damage": ("dealt_damage",)}


@ability_template(r"Whenever (enchanted|equipped) creature (attacks|blocks|attacks or blocks|becomes tapped|is dealt damage), "
                  r"((?:[Ii]ts controller|[Tt]hat creature's controller|~ deals) [^\"]+)")
def attached_creatures_controller(card, m):
    """Contaminated Bond, Insolence, Ragged Veins, Binding Agony: "its controller" is the player who
    controls the creature as the ability resolves, or, if it has left the battlefield, who controlled it
    as it last existed there (2007 413.2f; 2026 608.2h): noted first (rulings/engine/effects/its_controller.py,
    `"of": "it"`, the trigger event's creature). "That much" is the damage dealt to it at once."""
    _attached(card, m.group(1), m)
    text = re.sub(_CONTROLLER, ITS_CONTROLLER, m.group(3))
    text = re.sub(r" and (you gain {} life)\.$".format(NUMBER), r". \1.", text)
    damage = m.group(2) == "is dealt damage"
    rest = text.replace(ITS_CONTROLLER, "")
    if ITS_CONTROLLER not in text or re.search(_OTHER if not damage else _OTHER.replace("|that much", ""), rest, re.IGNORECASE) \
            or re.search(r"\b(target|may|unless|if)\b", text, re.IGNORECASE) or (not damage and "that much" in text):
        raise NotUnderstood(text)
    out = []
    for ev in ATTACHED_EVENTS[m.group(2)]:
        for ab in _triggered(card, {"event": ev, "who": m.group(1)}, text):
            ab["effect"] = [{"do": "note_its_controller", "of": "it"}, *ab["effect"]]
            out.append(ab)
    return out


_MUCH = rf"({NUMBER}|that much)"


def _much(eff, words: str):
    if words == "that much":
        return {"count": "damage_dealt"}
    if words.upper() == "X":
        raise NotUnderstood(words)
    return amount(words)


@effect_template(rf"{ITS_CONTROLLER} loses {_MUCH} life")
def its_controller_loses(eff, m):
    eff.steps.append({"do": "lose_life", "amount": _much(eff, m.group(1)), "player": "its_controller"})


@effect_template(rf"~ deals {_MUCH} damage to {ITS_CONTROLLER}")
def damage_to_its_controller(eff, m):
    eff.steps.append({"do": "damage", "amount": _much(eff, m.group(1)), "to": "its_controller"})


# --- "When enchanted creature is dealt damage / becomes tapped, [what names no one]" ---

_PLAIN_EVENTS = {"is dealt damage": ("dealt_damage",), "becomes tapped": ("becomes_tapped",),
                 "becomes tapped or is dealt damage": ("becomes_tapped", "dealt_damage")}


@ability_template(r"(When|Whenever) (enchanted|equipped) creature (is dealt damage|becomes tapped|becomes tapped or is dealt damage), ([^\"]+)")
def attached_dealt_damage_or_tapped(card, m):
    """Sleep Magic's "When enchanted creature is dealt damage, sacrifice this Aura", Betrayal's "Whenever
    enchanted creature becomes tapped, you draw a card" (2026 603.2e; 2007: the glossary's "Becomes"),
    Cryoshatter's "When enchanted creature becomes tapped or is dealt damage, destroy it": "it" is the
    creature of the trigger event, destroyed if it is still on the battlefield. Two trigger events are
    two abilities, which trigger exactly as often."""
    _attached(card, m.group(2), m)
    text = re.sub(r"^you draw ", "draw ", m.group(4))
    events = _PLAIN_EVENTS[m.group(3)]
    if text == "destroy it.":
        return [{"kind": "triggered", "trigger": {"event": ev, "who": m.group(2)}, "effect": [{"do": "destroy", "what": "it"}]}
                for ev in events]
    if re.search(_OTHER, text, re.IGNORECASE) or re.search(r"\btarget\b", text):
        raise NotUnderstood(text)
    return [ab for ev in events for ab in _triggered(card, {"event": ev, "who": m.group(2)}, text)]


# --- "When enchanted creature dies, create X ... tokens, where X is its power" ---

_X_AND = r" and ((?:you )?(?:draw|gain|lose)s? X )"


@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature dies, ([^\"]+), where X is its (power|toughness)\.")
def attached_dies_x(card, m):
    """Murder Investigation, Fruit of the First Tree, Dying Wish: X is the creature's power or toughness
    as it last existed on the battlefield (2007 413.2f; 2026 608.2h: the engine's power_of /
    toughness_of of the card it became); "and" joins two instructions, followed in order."""
    _attached(card, m.group(1), m)
    from .registry import parse_effect
    from .text import sentences
    from .triggered import _RENAMES_IT
    text = re.sub(_X_AND, r". \1", m.group(2)) + "."
    text = re.sub(r"(^|\. )you draw ", r"\1draw ", text)
    if re.search(_OTHER, text, re.IGNORECASE) or "~" in text or " and " in text:
        raise NotUnderstood(text)
    eff = parse_effect(card, sentences(text), allow_x=True)
    stat = {"count": f"{m.group(3)}_of", "of": "it"}
    found, renamed = 0, False
    for st in eff.steps:
        for key in ("amount", "count"):
            if st.get(key) == "X":
                if renamed:
                    raise NotUnderstood(text)  # "it" would be what an earlier instruction made or moved
                st[key], found = dict(stat), found + 1
        renamed = renamed or st.get("do") in _RENAMES_IT
    if not found or '"X"' in repr(eff.steps).replace("'", '"') or "X" in repr(eff.targets):
        raise NotUnderstood(text)
    ab = {"kind": "triggered", "trigger": {"event": "dies", "who": m.group(1)}}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]


# --- "Whenever equipped creature dies, if it was a Human, ..." ---

@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature dies, if (?:it|that creature) was an? ([A-Z][a-z]+), ([^\"]+)")
def attached_dies_if_it_was(card, m):
    """Avacyn's Collar, Slayer's Plate: the creature's subtypes as it last existed on the battlefield
    (2007 410.10d; 2026 603.10a), which nothing changes later, so the intervening "if" checked as it
    triggers is the one checked as it resolves (2007 404.3; 2026 603.4): the trigger's `subtype`
    (rulings/engine/aura_dies.py)."""
    from rulings.engine.creature_types import CREATURE_TYPES
    _attached(card, m.group(1), m)
    text = m.group(3)
    if m.group(2) not in CREATURE_TYPES or re.search(_OTHER, text, re.IGNORECASE) or "~" in text or re.search(r"\bif\b", text):
        raise NotUnderstood(m.group(0))
    abilities = _triggered(card, {"event": "dies", "who": m.group(1), "subtype": m.group(2)}, text)
    if any("if" in ab for ab in abilities):
        raise NotUnderstood(m.group(0))
    return abilities


# --- the Ordeals: "put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice this Aura" ---

_ORDINALS = {"two": 2, "three": 3, "four": 4, "five": 5}


@ability_template(r"Whenever enchanted creature attacks, put a \+1/\+1 counter on it\. Then if it has (two|three|four|five) or more "
                  r"\+1/\+1 counters on it, sacrifice ~\.")
def ordeal(card, m):
    """"it" is the attacking creature (the trigger event's); the counters are counted as the second
    instruction is followed, after the first put one more (2007 413.2b; 2026 608.2c:
    rulings/engine/effects/if_counters.py)."""
    _attached(card, "enchanted", m)
    return [{"kind": "triggered", "trigger": {"event": "attacks", "who": "enchanted"},
             "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "it"},
                        {"do": "if_counters", "of": "it", "counter": "+1/+1", "at_least": _ORDINALS[m.group(1)],
                         "effect": [{"do": "sacrifice", "what": "self"}]}]}]


@ability_template(r"When you sacrifice ~, ([^\"]+)")
def when_you_sacrifice_this_aura(card, m):
    """The Ordeals' "When you sacrifice this Aura, ...": a leaves-the-battlefield ability of the Aura that
    looks back in time (2007 410.10d; 2026 603.10a: rulings/engine/sacrifice_triggers.py, `"sacrificed":
    "self"`); "it" is the Aura, which deals damage as it last existed on the battlefield."""
    _attached(card, "enchanted", m)
    text = re.sub(r"^it deals ", "~ deals ", m.group(1))
    said = text.replace(", put them onto the battlefield", "")  # the cards a search found (library.py's)
    if re.search(_OTHER, said, re.IGNORECASE) or re.search(r"~(?! deals)", text):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "sacrifices", "whose": "your", "sacrificed": "self"}, text)


# --- "Whenever enchanted creature deals combat damage to a player, create that many 1/1 ... tokens" ---

@ability_template(r"Whenever (enchanted|equipped) creature deals combat damage to a player, (create that many [^\".]+ tokens|you draw that many cards)\.")
def attached_combat_damage_that_many(card, m):
    """Pollenbright Wings, Scepter of Celebration: "that many" is the combat damage the creature dealt to
    that player (the trigger event's amount, the engine's damage_dealt)."""
    from .registry import parse_effect
    _attached(card, m.group(1), m)
    text = m.group(2).replace("that many", "X").replace("you draw", "draw")
    eff = parse_effect(card, [text], allow_x=True)
    if eff.targets or len(eff.steps) != 1 or eff.steps[0].get("do") not in ("create_token", "draw") \
            or eff.steps[0].get("count" if eff.steps[0]["do"] == "create_token" else "amount") != "X" \
            or '"X"' in repr({k: v for k, v in eff.steps[0].items() if k not in ("count", "amount")}).replace("'", '"'):
        raise NotUnderstood(m.group(0))
    step = dict(eff.steps[0])
    step["count" if step["do"] == "create_token" else "amount"] = {"count": "damage_dealt"}
    return [{"kind": "triggered", "trigger": {"event": "deals_damage", "who": m.group(1), "to": "player", "combat": True},
             "effect": [step]}]


# --- "Whenever this creature or enchanted creature attacks" (bestow), "... or equipped creature" (reconfigure) ---

@ability_template(r"Whenever (?:this creature|~) or (enchanted|equipped) creature (attacks|deals combat damage to a player|becomes blocked), ([^\"]+)")
def self_or_attached(card, m):
    """Thassa's Emissary, Heliod's Emissary (bestow: an Aura only when cast for its bestow cost, 2026
    702.103), Acquisition Octopus, Chainflail Centipede (reconfigure: no creature while attached, 702.151b):
    one ability with two trigger events, played as two, "Whenever ~ [does it]" and "Whenever enchanted /
    equipped creature [does it]", each read as the compiler reads it alone; the card is a creature or
    attached, never both, so they trigger exactly as often."""
    from dataclasses import replace
    from .registry import read_by_others
    who, event, text = m.group(1), m.group(2), m.group(3)
    marker = r"Bestow\b" if who == "enchanted" else r"Reconfigure\b"
    if "Creature" not in card.types or not any(re.match(marker, p) for p in card.paragraphs) \
            or (who == "equipped" and "Equipment" not in card.subtypes):
        raise NotUnderstood(m.group(0))
    def skip(_family, fn):
        return fn is self_or_attached
    own = read_by_others(card, f"Whenever ~ {event}, {text}", skip)
    attached_card = replace(card, subtypes=(*card.subtypes, "Aura")) if who == "enchanted" else card
    theirs = read_by_others(attached_card, f"Whenever {who} creature {event}, {text}", skip)
    if not own or not theirs or any(ab.get("kind") != "triggered" or ab["trigger"].get("who") != "self" for ab in own) \
            or any(ab.get("kind") != "triggered" or ab["trigger"].get("who") != who for ab in theirs):
        raise NotUnderstood(m.group(0))
    return own + theirs


# --- "When enchanted creature dies, return it to the battlefield tapped under its owner's control" ---

@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature dies, return (?:it|that card) to the battlefield( tapped)? "
                  r"under (its owner's|your) control\.")
def attached_dies_return_it(card, m):
    """Fungal Fortitude: the creature card put into the graveyard comes back a new object (2007 217.1c;
    2026 400.7), tapped as the card says; if it has left the graveyard meanwhile, nothing returns; a token
    doesn't come back (2007 216.4; 2026 111.8). aura_abilities.py reads the untapped wordings."""
    _attached(card, m.group(1), m)
    step = {"do": "return_to_play", "what": "it"}
    if m.group(2):
        step["tapped"] = True
    if m.group(3) == "your":
        step["under"] = "you"
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": m.group(1)}, "effect": [step]}]


# --- Paralyze: "that player may pay {4}. If the player does, untap the creature." ---

@ability_template(r"At the beginning of the upkeep of enchanted creature's controller, that player may pay \{(\d+)\}\. "
                  r"If (?:the player|they) (?:does|do), untap (?:the|that) creature\.")
def enchanted_controller_may_pay_to_untap(card, m):
    """"that player" is the player whose upkeep it is, the enchanted creature's controller
    (rulings/engine/enchanted_controllers_step.py), who chooses as it resolves whether to pay (2007
    413.2c; 2026 608.2d); "the creature" is the one the Aura enchants then (or as it last existed):
    rulings/engine/effects/player_unless_pays.py's `then`."""
    _attached(card, "enchanted", m)
    n = int(m.group(1))
    if not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "enchanted_controller"},
             "effect": [{"do": "player_unless_pays", "player": "it", "amount": n, "effect": [],
                         "then": [{"do": "untap", "what": "enchanted"}]}]}]


# --- "Whenever enchanted creature attacks, double the number of +1/+1 counters on it" ---

@effect_template(r"double the number of \+1/\+1 counters on the creature of the trigger event")
def double_counters_on_the_event_creature(eff, m):
    """Seismic Tutelage: the attacking creature (triggered.py says "it" so) is given as many +1/+1 counters
    as it has (2026 701.10e: rulings/engine/effects/double_counters.py)."""
    eff.steps.append({"do": "double_counters", "counter": "+1/+1", "to": "it"})


# --- "Whenever equipped creature attacks, put a +1/+1 counter on it and tap up to one target creature ..." ---

@ability_template(r"Whenever (enchanted|equipped) creature attacks, (put a \+1/\+1 counter on it) and (tap [^\".]+)\.")
def attacks_counter_and_tap(card, m):
    """Greatsword of Tyr: two instructions in the order written (2007 413.2b; 2026 608.2c), the counter
    on the attacking creature, then the tap of the target chosen as the ability was put on the stack;
    each read as the compiler reads it alone."""
    from .registry import read_by_others
    _attached(card, m.group(1), m)
    found = read_by_others(card, f"Whenever {m.group(1)} creature attacks, {m.group(2)}. {m.group(3)[0].upper()}{m.group(3)[1:]}.",
                           lambda _family, fn: fn is attacks_counter_and_tap)
    if not found or len(found) != 1 or [st.get("do") for st in found[0]["effect"]] != ["put_counters", "tap"] \
            or found[0]["effect"][0].get("to") != "it" or found[0]["effect"][1].get("what") != "target:0":
        raise NotUnderstood(m.group(0))
    return found



@effect_template(r"you may put a \+1/\+1 counter on the creature of the trigger event")
def may_put_a_counter_on_the_event_creature(eff, m):
    """Ferocity's "Whenever enchanted creature blocks or becomes blocked, you may put a +1/+1 counter on
    it": the controller's choice as it resolves (2007 413.2c; 2026 608.2d); "it" the creature of the
    trigger event (triggered.py says it so), if it is still on the battlefield."""
    from .optional import _may
    _may(eff, "put a +1/+1 counter on it", effect=[{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "it"}])


# --- Lingering Death, Slow Motion: "that player sacrifices that creature [unless they pay {2}]" ---

_ENCHANTED_CONTROLLERS_STEP = {"upkeep": "upkeep", "end step": "end_of_turn"}


@ability_template(r"At the beginning of the (upkeep|end step) of enchanted creature's controller, that player sacrifices that creature"
                  r"( unless they pay \{(\d+)\})?\.")
def enchanted_controller_sacrifices_it(card, m):
    """"that player" is the player whose step it is, the enchanted creature's controller as the step began
    (rulings/engine/enchanted_controllers_step.py); "that creature" is what the Aura enchants as the ability
    resolves, sacrificed only if that player still controls it (rulings/engine/effects/player_sacrifices.py).
    "Unless they pay {2}": that player may pay; if they don't, they sacrifice it (2026 118.12a;
    rulings/engine/effects/player_unless_pays.py)."""
    _attached(card, "enchanted", m)
    step = {"do": "player_sacrifices_it", "player": "it", "what": "enchanted"}
    if m.group(2):
        n = int(m.group(3))
        if not 1 <= n <= 20:
            raise NotUnderstood(m.group(0))
        step = {"do": "player_unless_pays", "player": "it", "amount": n, "effect": [step]}
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": _ENCHANTED_CONTROLLERS_STEP[m.group(1)],
                                              "whose": "enchanted_controller"}, "effect": [step]}]


# --- Backfire: "Whenever enchanted creature deals damage to you, this Aura deals that much damage to that creature's controller" ---

@ability_template(r"Whenever enchanted creature deals damage to you, ~ deals that much damage to (?:that creature's|its) controller\.")
def backfire(card, m):
    """Once for each time the creature the Aura enchants deals damage to the Aura's controller (2007 410.6;
    2026 603.2c: rulings/engine/damage_to_you.py, `"who": "enchanted_creature"`, its "it" that creature);
    "that much" is the damage it dealt; its controller as the ability resolves, or as it last existed on
    the battlefield (rulings/engine/effects/its_controller.py)."""
    _attached(card, "enchanted", m)
    return [{"kind": "triggered", "trigger": {"event": "deals_damage", "who": "enchanted_creature", "to": "you"},
             "effect": [{"do": "note_its_controller", "of": "it"},
                        {"do": "damage", "amount": {"count": "damage_dealt"}, "to": "its_controller"}]}]
