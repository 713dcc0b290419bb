"""More ways a permanent's text sacrifices the permanent itself.

* "Sacrifice it unless you discard a creature card" (Hidden Horror), "unless you sacrifice two
  Mountains" (Rathi Dragon), "unless you return a non-Lair land you control to its owner's hand"
  (the Lairs): "[do something] unless [a player does something else]" is "[that player] may [do
  it]; if they don't, [do something]" (2026 118.12a), chosen as the effect is applied (2007
  413.2c; 2026 608.2d): the engine's sacrifice_unless_you.
* "When you cast a creature spell, sacrifice this creature" (Skittering Skirge): a cast trigger
  (2026 601.2i; 2007 409.1i), "When" or "Whenever" alike (each time the event happens, 603.2).
* "When you control no other artifacts" (Synod Centurion), "When there are no creatures on the
  battlefield" (Drop of Honey): state triggers (2007 410.11; 2026 603.8).
* "Sacrifice a land." as an instruction (Lesser Gargadon): its controller chooses one as it resolves.

Precision: a card chosen "at random", "basic" lands, a number of cards by total power, or any kind
the engine's filter can't say keeps the sentence text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template

COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery")
PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}
#: subtypes a cost may name (capitalized in the text), singular and plural
SUBTYPES = {"Plains": "Plains", "Island": "Island", "Islands": "Island", "Swamp": "Swamp", "Swamps": "Swamp",
            "Mountain": "Mountain", "Mountains": "Mountain", "Forest": "Forest", "Forests": "Forest",
            "Pegasus": "Pegasus", "Goblin": "Goblin", "Goblins": "Goblin", "Elf": "Elf", "Elves": "Elf"}


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") else word


def _kind(words: str, n: int) -> dict:
    """ "non-Lair land", "untapped Island", "another creature", "creature card": the filter, or NotUnderstood."""
    flt: dict = {}
    parts = words.split()
    if parts and parts[0] == "another":
        flt["another"] = True
        parts = parts[1:]
    if parts and parts[0] == "untapped":
        flt["untapped"] = True
        parts = parts[1:]
    if parts and parts[0].startswith("non-") and parts[0][4:] in ("Lair",):
        flt["not_subtypes"] = [parts[0][4:]]
        parts = parts[1:]
    if len(parts) != 1:
        raise NotUnderstood(words)
    word = parts[0]
    if word in SUBTYPES and (word == "Plains" or (word != SUBTYPES[word]) == (n > 1)):
        flt["subtypes"] = [SUBTYPES[word]]
    elif _singular(word) in CARD_TYPES and (word.endswith("s") == (n > 1)):
        flt["types"] = [_singular(word).capitalize()]
    elif word in ("permanent", "permanents") and word.endswith("s") == (n > 1):
        pass
    else:
        raise NotUnderstood(words)
    return flt


def _cost(verb: str, rest: str) -> dict:
    m = re.fullmatch(r"(a|an|one|two|three|four|five|another) (.+)", rest)
    if not m:
        raise NotUnderstood(rest)
    n = 1 if m.group(1) == "another" else COUNTS[m.group(1)]
    words = rest if m.group(1) == "another" else m.group(2)
    if verb == "discard":
        d = re.fullmatch(r"(?:(\w+) )?cards?", words)
        if not d or words.endswith("cards") != (n > 1) or words.startswith("another"):
            raise NotUnderstood(rest)  # "a card at random", "a noncreature card": not read
        flt = _kind(d.group(1) + ("s" if n > 1 else ""), n) if d.group(1) else {}
        if flt.get("untapped") or flt.get("not_subtypes") or flt.get("subtypes"):
            raise NotUnderstood(rest)
        return {"action": "discard", "count": n, "filter": flt}
    if verb == "return":
        r = re.fullmatch(r"(.+) you control to (?:its|their) owners?'s? hand", words)
        if not r or ("their" in words) != (n > 1):
            raise NotUnderstood(rest)
        return {"action": "return_to_hand", "count": n, "filter": _kind(r.group(1), n)}
    if words.endswith(" you control") or "other than" in words:
        raise NotUnderstood(rest)
    return {"action": "sacrifice", "count": n, "filter": _kind(words, n)}


@effect_template(r"sacrifice ~ unless you (discard|sacrifice|return) ([^.]+)")
def sacrifice_self_unless_you(eff, m):
    """Hidden Horror, Rathi Dragon, the Lairs, Faerie Impostor, Razormane Masticore."""
    if not PERMANENT_TYPES & set(eff.card.types) or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    cost = _cost(m.group(1), m.group(2))
    text = f"{m.group(1)} {m.group(2)}".replace("~", "it")
    eff.steps.append({"do": "sacrifice_unless_you", **cost, "text": re.sub(r"\byou\b", "they", text)})


@ability_template(r"When (you cast|an opponent casts|a player casts) (a spell|a creature spell|a noncreature spell|an artifact spell"
                  r"|an enchantment spell|an instant or sorcery spell), sacrifice ~\.")
def cast_trigger_sacrifice_self(card, m):
    """Skittering Skirge, Illusory Demon: a "When" cast trigger, which triggers each time (603.2)."""
    from .triggered import SPELLS, _triggered
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    whose = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}[m.group(1)]
    return _triggered(card, {"event": "plays_spell", "whose": whose, "spell": SPELLS[m.group(2)]}, "sacrifice ~")


# --- state triggers: "When you control no other artifacts", "When there are no creatures on the battlefield" ---
STATE_KINDS = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land"}


@ability_template(r"When (?:you control no (other )?(artifacts|creatures|lands)|there are no (creatures|lands) on the battlefield), sacrifice ~\.")
def state_trigger_sacrifice_self(card, m):
    """Synod Centurion, Emperor Crocodile, Drop of Honey: state triggers (2007 410.11; 2026 603.8;
    rulings/engine/state_triggers.py): they trigger as soon as the state holds, and not again until
    the ability has left the stack."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    trig: dict = {"event": "state", "you_control_no": STATE_KINDS[m.group(2) or m.group(3)]}
    if m.group(1):
        trig["another"] = True
    elif m.group(2) and STATE_KINDS[m.group(2)] in card.types:
        raise NotUnderstood(m.group(0))  # "no artifacts" on an artifact: never true while it is there (not a phrasing of the pool)
    if m.group(3):
        trig["on_battlefield"] = True
    return [{"kind": "triggered", "trigger": trig, "effect": [{"do": "sacrifice", "what": "self"}]}]


# --- "Sacrifice a land." as an instruction ------------------------------------------------------
@effect_template(r"sacrifice (?:a|an) (land|artifact|enchantment|permanent)")
def sacrifice_a_permanent_of_a_kind(eff, m):
    """Lesser Gargadon's "Whenever this creature attacks or blocks, sacrifice a land", Goblin Firebug's
    "When this leaves the battlefield, sacrifice a land": its controller chooses one they control as
    it resolves (2007 413.2c; 2026 608.2d, 701.21a: the engine's players_sacrifice for "you"); none,
    nothing happens. ("sacrifice a creature" is casting_restrictions.py's.)"""
    eff.steps.append({"do": "players_sacrifice", "player": "you", "sacrificed": m.group(1)})


# --- "All creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay {1}."" ---
@ability_template(r"All creatures have \"(At the beginning of your upkeep, sacrifice ~ unless you pay \{\d+\}\.)\"")
def all_creatures_have_upkeep_or_sacrifice(card, m):
    """The Tabernacle at Pendrell Vale's kind (Magus of the Tabernacle, Pendrell Mists): each creature
    has the triggered ability while the static ability applies (2007 418.5a; 2026 613.1f); its "this
    creature" and "you" are that creature and its controller, who chooses whether to pay as it
    resolves (2007 413.2c; 2026 608.2d, 118.12a)."""
    from .clones import _quoted
    ab = _quoted(card, m.group(1))
    if ab.get("kind") != "triggered" or [s.get("do") for s in ab.get("effect", ())] != ["sacrifice_unless_you_pay"]:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "creatures", "filter": {}, "gains": {**ab, "text": m.group(1).replace("~", "this creature")}}]
