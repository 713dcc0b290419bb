"""Triggered abilities (603 in 2026): "When ~ enters", "Whenever ~ attacks",
"At the beginning of your upkeep", "Whenever another creature enters", "When ~
leaves the battlefield", "When ~ dies" and "Whenever another creature you control
dies" (700.4: put into a graveyard from the battlefield), "Whenever you gain life"
(119.9). A dies trigger of anything else (an enchanted creature, "~ or another
creature you control") stays text only.

And the trigger conditions of combat, of casting and of the turn's steps: "Whenever ~
deals combat damage to a player", "At the beginning of your end step", "At the
beginning of combat on your turn", "Whenever you cast a noncreature spell",
"Whenever you attack", "Whenever ~ blocks / becomes blocked", and the keywords that
are triggered abilities (prowess, exalted, bushido, flanking, rampage, renown). An
effect's "it" is the source itself only where nothing else can be meant (its first
sentence); "that player" and "that creature" only where the engine knows exactly
whom they mean (the player dealt the damage, the creature of the trigger event),
else the text stays text only."""
from __future__ import annotations

import re

from . import sacrifice  # noqa: F401  (registers "sacrifice ~", which end step triggers say most)
from .registry import NotUnderstood, ability_template, effect_template, parse_effect
from .pump import PT, _gained as gained_keywords, _steps as pump_steps
from .text import NUMBER, amount, sentences

ENTERS = r"(?:enters|enters the battlefield)"


def _it_is_self(effect_text: str) -> str:
    """ "Whenever ~ attacks, it gets +1/+1", "..., put a +1/+1 counter on it": "it" is
    the source itself, in the sentences before any target is named (after one, "it"
    may be that target: it stays as it is, for the effect templates to read)."""
    if '"' in effect_text:
        return effect_text
    out = sentences(effect_text)
    # only the first sentence: in a later one "it" may be what an earlier one made or named
    out[0] = re.sub(r"^(?:it|It) (gets|gains|deals|has|can't|explores)\b", r"~ \1", out[0])
    if "target" not in out[0] and not re.search(r"\bwith an? \S+ counter on it$", out[0]):  # "tap target creature and put a stun counter
        # on it": that target; "... on each creature you control with a +1/+1 counter on it": each of those creatures
        out[0] = re.sub(r"\b(counters? on|untap|tap) it$", r"\1 ~", out[0])
    return ". ".join(out) + "."


EVENT_CREATURE = "the creature of the trigger event"
#: the events whose object is on the battlefield as the ability resolves' "it" (the engine's event object)
_EVENT_OBJECT_EVENTS = ("attacks", "attacks_alone", "comes_into_play", "blocks", "becomes_blocked")


def _it_is_the_event_creature(effect_text: str) -> str:
    """ "Whenever equipped creature attacks, put a +1/+1 counter on it", "Whenever another
    creature you control enters, that creature gets +1/+1": "it" / "that creature" is the
    object of the trigger event (the engine's "it"), said to the effect templates as
    EVENT_CREATURE, which only this module's templates read; in the sentences before any target."""
    if '"' in effect_text:
        return effect_text
    out = sentences(effect_text)
    # "it" only in the first sentence (in a later one it may be what an earlier one made or named)
    out[0] = re.sub(r"^(?:it|It) (gets|gains|explores)\b", rf"{EVENT_CREATURE} \1", out[0])
    out[0] = re.sub(r"\b(counters? on) it$", rf"\1 {EVENT_CREATURE}", out[0])
    named_target = False
    for i, s in enumerate(out):  # "that creature" until a target is named
        if not named_target:
            s = re.sub(r"^(?:that creature|That creature) (gets|gains) ", rf"{EVENT_CREATURE} \1 ", s)
            out[i] = re.sub(r"\b(counters? on) that creature$", rf"\1 {EVENT_CREATURE}", s)
        named_target = named_target or "target" in s
    return ". ".join(out) + "."


def _triggered(card, trigger: dict, effect_text: str) -> list[dict]:
    from .intervening_if import peel
    condition, effect_text = peel(effect_text)  # "if you're the monarch, ..." (404.3 / 603.4)
    if trigger.get("who") == "self" and trigger.get("event") in ("dies", "leaves_play"):
        effect_text = re.sub(r"^it (gets|gains|deals) ", r"~ \1 ", effect_text)  # "When ~ dies, it deals 2 damage"
    elif trigger.get("who") == "self":
        effect_text = _it_is_self(effect_text)
    elif trigger.get("event") in _EVENT_OBJECT_EVENTS and trigger.get("who") not in ("land_you_control", "artifact_you_control"):
        effect_text = _it_is_the_event_creature(effect_text)
    eff = parse_effect(card, sentences(effect_text))
    if EVENT_CREATURE in effect_text or EVENT_PLAYER in effect_text:
        _it_still_named(eff.steps, effect_text)
    ab = {"kind": "triggered", "trigger": trigger}
    if condition:
        ab["if"] = condition
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]


def _it_still_named(steps: list[dict], text: str) -> None:
    """Where "it" says the trigger event's creature or player, it must come before any
    instruction that renames the engine's "it" (a token created, a card moved: "it" is
    that object from then on, as "exile target creature, then return it" means)."""
    renamed = False
    for st in steps:
        if renamed and "it" in (st.get("player"), st.get("to"), st.get("what")):
            raise NotUnderstood(text)
        renamed = renamed or st.get("do") in _RENAMES_IT


@ability_template(rf"When ~ {ENTERS}, ([^\"]+)")
def enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))


@ability_template(rf"Whenever another creature {ENTERS}, ([^\"]+)")
def another_enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "another_creature"}, m.group(1))


@ability_template(rf"Whenever a creature {ENTERS}, ([^\"]+)")
def any_enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "any_creature"}, m.group(1))


@ability_template(r"Whenever ~ attacks, ([^\"]+)")
def attacks(card, m):
    return _triggered(card, {"event": "attacks", "who": "self"}, m.group(1))


@ability_template(r"When ~ leaves the battlefield, ([^\"]+)")
def leaves(card, m):
    return _triggered(card, {"event": "leaves_play", "who": "self"}, m.group(1))


@ability_template(r"At the beginning of (your|each) upkeep, ([^\"]+)")
def upkeep(card, m):
    return _triggered(card, {"event": "beginning_of_step", "step": "upkeep", "whose": m.group(1)}, m.group(2))


DIES_WHO = {"~": "self", "another creature": "another_creature", "a creature you control": "creature_you_control",
            "another creature you control": "another_creature_you_control", "a creature": "any_creature",
            "a creature an opponent controls": "creature_opponent_controls"}


@ability_template(r"(?:When|Whenever) (~|another creature|a creature you control|another creature you control|a creature an opponent controls"
                  r"|a creature) dies, ([^\"]+)")
def dies(card, m):
    """700.4: "dies" is "is put into a graveyard from the battlefield"; a leaves-the-battlefield
    ability that looks back in time (603.6c, 603.10a)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))  # an Aura's or artifact's "~" doesn't die (only a creature does)
    effect_text = m.group(2)
    if m.group(1) == "~" and "~" in re.sub(r"^(?:~|it) deals ", "", effect_text):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))  # it is in the graveyard now: "put a counter on ~" means nothing the engine plays
    return _triggered(card, {"event": "dies", "who": DIES_WHO[m.group(1)]}, effect_text)


@ability_template(r"Whenever you gain life, ([^\"]+)")
def gain_life(card, m):
    """119.9: each life gain of more than 0 is one event; "that much life" is the life gained."""
    text = m.group(1)
    if "that much" not in text:
        return _triggered(card, {"event": "gain_life", "whose": "your"}, text)
    if re.search(r"\bX\b", text) or not re.fullmatch(r"(?:target opponent|target player|each opponent) loses that much life\.", text):
        from .registry import NotUnderstood
        raise NotUnderstood(text)  # "you gain that much life" would never end: not played
    eff = parse_effect(card, sentences(text.replace("that much", "X")), allow_x=True)

    def life_gained(value):
        if isinstance(value, dict):
            return {k: ({"count": "life_gained"} if k == "amount" and v == "X" else life_gained(v)) for k, v in value.items()}
        if isinstance(value, list):
            return [life_gained(v) for v in value]
        return value
    ab = {"kind": "triggered", "trigger": {"event": "gain_life", "whose": "your"}}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = life_gained(eff.steps)
    return [ab]


@ability_template(r"Whenever ~ or another creature dies, ([^\"~]+)")
def self_or_another_dies(card, m):
    """One ability that triggers once for each creature that dies, itself included: the engine
    plays it as two, "when ~ dies" and "whenever another creature dies", which trigger exactly
    as often (603.10a: it sees the creatures that die with it)."""
    if not card.is_permanent_creature:
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "dies", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "dies", "who": "another_creature"}, m.group(1)))


def _not_understood(text: str):
    from .registry import NotUnderstood
    return NotUnderstood(text)


# --- the turn's steps (2007: 300.5, 313.1 "at end of turn"; 2026: 603.2b, 513.1a) ---

WHOSE_STEP = {"your": "your", "each": "each", "the": "each", "each player's": "each", "each opponent's": "opponent"}


@ability_template(r"At the beginning of (your|each|the|each player's|each opponent's) end step, ([^\"]+)")
def end_step(card, m):
    """513.1a (2026): "at the beginning of the end step" is what 2007 cards said as "at end
    of turn" (313.1): the engine's end_of_turn step. "the end step" is each one."""
    whose = WHOSE_STEP[m.group(1)]
    if whose != "your":
        return _players_step(card, "end_of_turn", whose, m.group(2))
    return _triggered(card, {"event": "beginning_of_step", "step": "end_of_turn", "whose": whose}, m.group(2))


@ability_template(r"At the beginning of (combat on your turn|each combat), ([^\"]+)")
def beginning_of_combat(card, m):
    whose = "your" if m.group(1).endswith("your turn") else "each"
    return _triggered(card, {"event": "beginning_of_step", "step": "beginning_of_combat", "whose": whose}, m.group(2))


@ability_template(r"At the beginning of (each player's|each opponent's) upkeep, ([^\"]+)")
def each_players_upkeep(card, m):
    """ "that player" is the player whose upkeep it is: the active player (the engine's "it")."""
    return _players_step(card, "upkeep", WHOSE_STEP[m.group(1)], m.group(2))


@ability_template(r"At the beginning of (each player's|each opponent's) draw step, ([^\"]+)")
def each_players_draw_step(card, m):
    """ "that player draws an additional card": one more than the draw step's own, drawn by
    the trigger after that turn-based draw."""
    text = re.sub(r"^that player draws (an|two) additional cards?\.$",
                  lambda d: "that player draws a card." if d.group(1) == "an" else "that player draws two cards.", m.group(2))
    return _players_step(card, "draw", WHOSE_STEP[m.group(1)], text)


def _players_step(card, step: str, whose: str, text: str) -> list[dict]:
    if re.search(r"\b(they|their|them)\b", re.sub(r"^that player sacrifices [^.,]+ of their choice\.", "", text)):
        raise _not_understood(text)  # the player said otherwise: not read ("of their choice" of one edict is that player's)
    return _triggered(card, {"event": "beginning_of_step", "step": step, "whose": whose},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


@ability_template(r"At the beginning of your draw step, ([^\"]+)")
def draw_step(card, m):
    """ "draw an additional card": a card more than the draw step's own, drawn by the trigger
    (it resolves after that draw, a turn-based action before priority)."""
    text = re.sub(r"^draw (an|two|three) additional cards?\.$",
                  lambda d: "draw a card." if d.group(1) == "an" else f"draw {d.group(1)} cards.", m.group(1))
    return _triggered(card, {"event": "beginning_of_step", "step": "draw", "whose": "your"}, text)


# --- permanents entering (603.6a; 2007: 410.10a) ---

@ability_template(rf"(?:When|Whenever) ~ {ENTERS} or attacks, ([^\"]+)")
def enters_or_attacks(card, m):
    """One ability with two trigger events, played as two abilities that trigger exactly as often."""
    if not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "attacks", "who": "self"}, m.group(1)))


@ability_template(rf"When ~ {ENTERS} or dies, ([^\"~]+)")
def enters_or_dies(card, m):
    """Two trigger events of one ability, played as two abilities that trigger exactly as often;
    its text names no "~" (after it dies, that would be a card in a graveyard)."""
    if not card.is_permanent_creature or re.search(r"\b(it|its)\b", m.group(1)):
        raise _not_understood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "dies", "who": "self"}, m.group(1)))


ENTERING = {"another creature you control": "another_creature_you_control", "a creature you control": "creature_you_control",
            "a land you control": "land_you_control", "an artifact you control": "artifact_you_control"}


@ability_template(rf"Whenever (another creature you control|a creature you control|a land you control|an artifact you control) {ENTERS}, ([^\"]+)")
def yours_enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": ENTERING[m.group(1)]}, m.group(2))


@ability_template(r"(?:Landfall|Constellation|Alliance|Heroic|Magecraft) — ((?:When|Whenever|At) [^\"]+)")
def ability_word(card, m):
    """An ability word is a label with no rules meaning (2026: 207.2c): the ability is
    the triggered ability that follows it."""
    from .registry import ABILITY_TEMPLATES, NotUnderstood
    for family, pattern, fn in ABILITY_TEMPLATES:
        if family != "triggered" or fn is ability_word:
            continue
        found = pattern.fullmatch(m.group(1))
        if found is None:
            continue
        try:
            return fn(card, found)
        except NotUnderstood:
            continue
    raise NotUnderstood(m.group(1))


# --- combat (2007: 308.3, 309.3-309.4; 2026: 508.3, 509.3) ---

@ability_template(r"Whenever you attack, ([^\"]+)")
def you_attack(card, m):
    """508.3d: it triggers once when one or more creatures you control are declared attackers."""
    return _triggered(card, {"event": "you_attack"}, m.group(1))


ATTACKERS = {"equipped creature": "equipped", "enchanted creature": "enchanted", "a creature you control": "creature_you_control",
             "another creature you control": "another_creature_you_control"}


@ability_template(r"Whenever (equipped creature|enchanted creature|a creature you control|another creature you control) attacks( alone)?, ([^\"]+)")
def creature_attacks(card, m):
    """ "it" / "that creature" is the attacking creature (the trigger's event object); "attacks
    alone": the only creature declared as an attacker (2026: 506.5)."""
    who = ATTACKERS[m.group(1)]
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise _not_understood(m.group(0))
    if m.group(2) and who != "creature_you_control":
        raise _not_understood(m.group(0))
    return _triggered(card, {"event": "attacks_alone" if m.group(2) else "attacks", "who": who}, m.group(3))


BLOCK_EVENTS = {"blocks": ("blocks",), "becomes blocked": ("becomes_blocked",), "attacks or blocks": ("attacks", "blocks"),
                "blocks or becomes blocked": ("blocks", "becomes_blocked")}


@ability_template(r"Whenever ~ (blocks|becomes blocked|attacks or blocks|blocks or becomes blocked), ([^\"]+)")
def blocks(card, m):
    """ "Whenever ~ blocks" triggers once each combat however many it blocks (509.3a);
    "becomes blocked" once however many block it (509.3c). An "or" of two events a
    creature never has in one combat is played as two abilities."""
    if not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    out = []
    for ev in BLOCK_EVENTS[m.group(1)]:
        out += _triggered(card, {"event": ev, "who": "self"}, m.group(2))
    return out


EVENT_PLAYER = "the player of the trigger event"  # the player dealt the damage, the player whose step it is
# the instructions after which the engine's "it" no longer names the damaged player
# (they name what they made or moved): "that player" must come before any of them
_RENAMES_IT = ("create_token", "remove_from_game", "return_to_play", "put_into_play_from_hand", "for_each")


def _damaged_player(card, trigger: dict, text: str) -> list[dict]:
    """A trigger on damage dealt to a player, whose "that player" is that player: the
    engine's "it" (the damaged player, 510.3a's trigger event), said to the effect
    templates as EVENT_PLAYER, which only this module's templates read."""
    if re.search(r"\b(that much|that creature|its?)\b", _it_is_self(text) if trigger.get("who") == "self" else text, re.IGNORECASE):
        raise _not_understood(text)
    return _triggered(card, trigger, re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


DEALERS = {"~": "self", "a creature you control": "creature_you_control", "equipped creature": "equipped",
           "enchanted creature": "enchanted"}


@ability_template(r"Whenever (~|a creature you control|equipped creature|enchanted creature) deals combat damage to a player, ([^\"]+)")
def combat_damage_to_player(card, m):
    """ "that player" is the player dealt the damage."""
    who = DEALERS[m.group(1)]
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise _not_understood(m.group(0))
    if who == "self" and not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    return _damaged_player(card, {"event": "deals_damage", "who": who, "to": "player", "combat": True}, m.group(2))


@ability_template(r"Whenever (~|equipped creature|enchanted creature) deals damage to an opponent, ([^\"]+)")
def damage_to_opponent(card, m):
    """Hypnotic Specter: any damage (not only combat damage) to an opponent of its controller."""
    who = DEALERS[m.group(1)]
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise _not_understood(m.group(0))
    return _damaged_player(card, {"event": "deals_damage", "who": who, "to": "opponent"}, m.group(2))


def _attaches(card, who: str) -> bool:
    """ "equipped creature" on an Equipment, "enchanted creature" on an Aura."""
    return ("Equipment" if who == "equipped" else "Aura") in card.subtypes


@effect_template(rf"{EVENT_PLAYER} discards ({NUMBER}) cards?( at random)?")
def damaged_player_discards(eff, m):
    step = {"do": "discard", "amount": amount(m.group(1)), "player": "it"}
    if m.group(2):
        step["random"] = True
    eff.steps.append(step)


@effect_template(rf"{EVENT_PLAYER} (loses|gains|draws) ({NUMBER}) (life|cards?)")
def damaged_player_life_or_cards(eff, m):
    verb, n, what = m.group(1), m.group(2), m.group(3)
    if (verb == "draws") != what.startswith("card") or n.upper() == "X":
        raise NotUnderstood(m.group(0))
    do = {"loses": "lose_life", "gains": "gain_life", "draws": "draw"}[verb]
    eff.steps.append({"do": do, "amount": amount(n), "player": "it"})


@ability_template(r"Whenever ~ deals combat damage to a creature, ([^\"]+)")
def combat_damage_to_creature(card, m):
    """ "that creature" is the creature dealt the damage (the engine's "it" of a damage trigger)."""
    text = _that_creature(m.group(1))
    if not card.is_permanent_creature or re.search(r"\b(that creature|it|its|that much)\b", _it_is_self(text), re.IGNORECASE):
        raise _not_understood(text)
    return _triggered(card, {"event": "deals_damage", "who": "self", "to": "creature", "combat": True}, text)


@ability_template(r"Whenever ~ is dealt damage, ([^\"]+)")
def dealt_damage(card, m):
    text = m.group(1)
    if re.search(r"\b(that much|it|its|that source)\b", _it_is_self(text), re.IGNORECASE):
        raise _not_understood(text)
    return _triggered(card, {"event": "dealt_damage", "who": "self"}, text)


# --- casting spells (2026: 601.2i "becomes cast"; 2007: 409.1i "becomes played") ---

SPELLS = {"a spell that targets ~": "targets_this", "a spell": "any", "a noncreature spell": "noncreature", "a creature spell": "creature",
          "an instant or sorcery spell": "instant_or_sorcery", "an artifact spell": "artifact",
          "an enchantment spell": "enchantment"}


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) (a spell that targets ~|a spell|a noncreature spell|a creature spell|an instant or sorcery spell"
                  r"|an artifact spell|an enchantment spell), ([^\"]+)")
def casts(card, m):
    """Heroic's "a spell that targets ~": there "it" is ~ (the spell puts no counter on
    itself); in any other cast trigger "it" would be the spell, which no template reads."""
    text = _it_is_self(m.group(3)) if SPELLS[m.group(2)] == "targets_this" else m.group(3)
    if re.search(r"\b(that spell|it|its|that player|mana value)\b", text, re.IGNORECASE):
        raise _not_understood(text)  # "copy it", "that spell's mana value": the spell itself is not read
    whose = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}[m.group(1)]
    return _triggered(card, {"event": "plays_spell", "whose": whose, "spell": SPELLS[m.group(2)]}, text)


# --- keywords that are triggered abilities (2007: 502.3, 502.38; 2026: 702.25, 702.45, 702.83, 702.108) ---

@ability_template(r"(Prowess|Exalted|Flanking|(Bushido|Rampage|Renown) (\d+))")
def trigger_keyword(card, m):
    if not card.is_permanent_creature and m.group(1) != "Exalted":
        raise _not_understood(m.group(0))  # "this creature" on a noncreature card
    if m.group(2):
        n = int(m.group(3))
        if not 1 <= n <= 100:
            raise _not_understood(m.group(0))
        return [{"kind": "keyword", "keyword": m.group(2).lower(), "count": n}]
    return [{"kind": "keyword", "keyword": m.group(1).lower()}]


@ability_template(r"When ~ is put into a graveyard from the battlefield, ([^\"~]+)")
def put_into_graveyard(card, m):
    """A permanent's own leaves-the-battlefield ability (2026: 603.6c; 2007: "from play",
    410.10c): the engine's dies event, which for a creature is what "dies" means (700.4)."""
    if not ({"Artifact", "Creature", "Enchantment", "Land"} & set(card.types)) or re.search(r"\b(it|its)\b", m.group(1)):
        raise _not_understood(m.group(0))  # "it" is now a card in a graveyard
    return _triggered(card, {"event": "dies", "who": "self"}, m.group(1))


@ability_template(r"Whenever ~ attacks and isn't blocked, ([^\"]+)")
def attacks_unblocked(card, m):
    """2026 509.3g (2007: 309.2f): it triggers as blockers are declared, if none block it."""
    if not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    return _triggered(card, {"event": "attacks_unblocked", "who": "self"}, m.group(1))


@effect_template(rf"{EVENT_CREATURE} gets {PT} until end of turn")
def event_creature_gets(eff, m):
    eff.steps += pump_steps("it", (m.group(1), m.group(2)), [])


@effect_template(rf"{EVENT_CREATURE} gets {PT} and gains ([a-z ,]+?) until end of turn")
def event_creature_gets_and_gains(eff, m):
    eff.steps += pump_steps("it", (m.group(1), m.group(2)), gained_keywords(m.group(3)))


@effect_template(rf"{EVENT_CREATURE} gains ([a-z ,]+?) until end of turn")
def event_creature_gains(eff, m):
    eff.steps += pump_steps("it", None, gained_keywords(m.group(1)))


@effect_template(rf"put ({NUMBER}) \+1/\+1 counters? on {EVENT_CREATURE}")
def counters_on_event_creature(eff, m):
    n = amount(m.group(1))
    if n == "X":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "it"})


@ability_template(r"Whenever ~ becomes tapped, ([^\"]+)")
def becomes_tapped(card, m):
    """2026 603.2e (2007: the glossary's "Becomes"): only when the permanent's status changes
    from untapped to tapped on the battlefield, never as it enters tapped."""
    return _triggered(card, {"event": "becomes_tapped", "who": "self"}, m.group(1))


@ability_template(r"(?:Inspired — )?Whenever ~ becomes untapped, ([^\"]+)")
def becomes_untapped(card, m):
    """Inspired (an ability word, 2026 207.2c): "Whenever this creature becomes untapped, you gain 2 life."
    Only when its status changes from tapped to untapped on the battlefield: in its controller's untap step,
    or by an effect (2026 603.2e; 2007: the glossary's "Becomes"), never as it enters untapped."""
    return _triggered(card, {"event": "becomes_untapped", "who": "self"}, m.group(1))


BLOCKING_A_CREATURE = {"blocks a creature": ("blocks_a_creature",), "becomes blocked by a creature": ("becomes_blocked_by",),
                       "blocks or becomes blocked by a creature": ("blocks_a_creature", "becomes_blocked_by")}


@ability_template(r"Whenever ~ (blocks a creature|becomes blocked by a creature|blocks or becomes blocked by a creature), ([^\"]+)")
def blocking_a_creature(card, m):
    """ "that creature" is the other creature of the block: once for each creature it blocks
    (2026 509.3b) or that blocks it (509.3d); "or" is played as two abilities, as a creature
    never blocks and is blocked in one combat."""
    if not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    text = _that_creature(m.group(2))
    out = []
    for ev in BLOCKING_A_CREATURE[m.group(1)]:
        out += _triggered(card, {"event": ev, "who": "self"}, text)
    return out


def _that_creature(text: str) -> str:
    """ "that creature" (never "it", which may be ~) is the trigger's other creature, until a target is named."""
    out = sentences(text) if '"' not in text else [text]
    for i, s in enumerate(out):
        if "target" in s:
            break
        out[i] = re.sub(r"\b[Tt]hat creature\b", EVENT_CREATURE, s)
    return ". ".join(out) + "." if '"' not in text else out[0]


@effect_template(rf"~ deals ({NUMBER}) damage to {EVENT_CREATURE}")
def damage_to_event_creature(eff, m):
    n = amount(m.group(1))
    if n == "X":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": n, "to": "it"})


@effect_template(rf"destroy {EVENT_CREATURE}")
def destroy_event_creature(eff, m):
    eff.steps.append({"do": "destroy", "what": "it"})


@ability_template(r"When ~ is turned face up, ([^\"]+)")
def turned_face_up(card, m):
    """A morph's "when turned face up" ability (2007: 502.26d; 2026: 702.37e): it
    triggers as the permanent is turned face up, a special action."""
    if not card.is_permanent_creature:
        raise _not_understood(m.group(0))
    return _triggered(card, {"event": "turned_face_up", "who": "self"}, m.group(1))


@effect_template(rf"~ deals ({NUMBER}) damage to {EVENT_PLAYER}")
def damage_to_event_player(eff, m):
    n = amount(m.group(1))
    if n == "X":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": n, "to": "it"})


@ability_template(rf"When ~ {ENTERS} or leaves the battlefield, ([^\"]+)")
def enters_or_leaves(card, m):
    """Aven Riftwatcher's "When this creature enters or leaves the battlefield, you gain 2 life": one
    ability with two trigger events, played as an enters ability and a leaves-the-battlefield ability
    (2007 410.10a, 410.10c; 2026 603.6a, 603.6c), which trigger exactly as often. The leaving one looks
    back in time, so "it" there is the permanent as it last existed, not read here: an effect that
    names ~ stays text only."""
    if {"Instant", "Sorcery"} & set(card.types) or "~" in m.group(1):
        raise _not_understood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "leaves_play", "who": "self"}, m.group(1)))
