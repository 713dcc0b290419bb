""""[Do something] unless you [pay or do something else]", said of the ability's own controller:

* "At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}"
  (Force of Nature), "Whenever this creature attacks, it deals 3 damage to you unless you pay {2}"
  (Hasran Ogress), "tap this creature unless you pay {3}" (Heavyweight Demolisher);
* "tap this creature unless you pay 1 life" (Carnophage), "sacrifice this creature unless you pay
  {E}{E}" (Lathnu Hellion), "sacrifice this enchantment unless you pay 2 life";
* "When this creature enters, sacrifice it unless you discard a card at random" (Balduvian Horde),
  "unless you discard a noncreature card" (Drekavac), "tap this creature unless you sacrifice
  another creature" (Apocalypse Demon);
* "Draw three cards. Then discard two cards unless you discard an artifact card" (Thirst for
  Knowledge), "Then discard a card unless you return a land you control to its owner's hand";
* "unless you pay {1} for each other creature you control" (Fettergeist), "unless you exile a card
  from your graveyard" (Rotting Giant), "unless you exile the top creature card of your graveyard"
  (Barrow Ghoul), "destroy this creature unless you pay {1}" granted to all creatures (The Tabernacle);
* another player paying: "~ deals 5 damage to target opponent unless that player sacrifices a creature
  of their choice" (Demanding Dragon), "Target player discards two cards unless they discard an
  artifact card" (Wrench Mind), "Tap target creature unless its controller pays 2 life" (Vectis
  Dominator);
* whole paragraphs: champion (2026 702.72a: rulings/engine/champion.py), "Echo—Discard a card."
  (echo's triggered ability written out, 502.19a / 702.30a), and "you may pay {2}{R}. When you do,
  [effect]", a reflexive triggered ability (2026 603.12: rulings/engine/effects/reflexive.py).

The words mean "you may [pay]; if you don't, [do something]" (2026 118.12a), the choice made as the
effect is applied (2007 413.2c; 2026 608.2d): the engine's `unless_you`. The template is tried
before the others (a damage or tap template would read the sentence's head and refuse the rest);
what it doesn't read whole goes on to them (`pass_on`), so "sacrifice ~ unless you pay {1}"
(object_referents.py) and "sacrifice ~ unless you discard a creature card" (sacrifices_more.py)
stay theirs.

Precision: the instruction before "unless" must be one of a few said of the source, of you or of
your hand (damage to you by ~, tap ~, sacrifice ~, you lose N life, discard N cards); a target, an
"it" that isn't the source, "exile ~" (the card may have moved to a graveyard, a new object), a
mana cost with {X}, hybrid or Phyrexian symbols, a "for each" count the amounts can't make, or any
kind the filter can't say keeps the sentence text only."""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch, pass_on
from .sacrifices_more import PERMANENT_TYPES, _cost
from .text import NUMBER

_MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"
#: the instructions that may come before "unless you ...": each said of the source, of you or of your hand
_HEADS = {
    "damage": lambda st: st.get("to") == "you" and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "to"},
    "tap": lambda st: st == {"do": "tap", "what": "self"},
    "sacrifice": lambda st: st == {"do": "sacrifice", "what": "self"},
    "destroy": lambda st: st == {"do": "destroy", "what": "self"},
    "lose_life": lambda st: st.get("player") == "you" and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "player"},
    "discard": lambda st: st.get("player") == "you" and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "player"},
    "phase_out": lambda st: st == {"do": "phase_out", "what": "self"},  # "this creature phases out unless you pay {U}{U}" (phasing.py)
}
#: the instructions said of the source: only on a permanent (an instant's "~" is a spell)
_OF_SOURCE = ("damage", "tap", "sacrifice", "destroy", "phase_out")


def _pay(eff, words: str) -> dict:
    """The cost after "unless you": its engine fields, or NotUnderstood."""
    if m := re.fullmatch(rf"pay ({_MANA})", words):
        return {"pay_mana": m.group(1)}
    if m := re.fullmatch(r"pay \{1\} for each (.+)", words):
        from .amounts import for_each
        return {"pay": for_each(eff, m.group(1))}
    if m := re.fullmatch(r"pay ((?:\{E\})+)", words):
        return {"pay_energy": m.group(1).count("{E}")}
    if m := re.fullmatch(rf"pay ({NUMBER}) life", words):
        if not m.group(1).isdigit():
            raise NotUnderstood(words)
        return {"pay_life": int(m.group(1))}
    if words == "discard a card at random":
        return {"action": "discard", "count": 1, "filter": {}, "random": True}
    if m := re.fullmatch(r"discard (a|an) non(artifact|creature|land|enchantment) card", words):
        return {"action": "discard", "count": 1, "filter": {"not_types": [m.group(2).capitalize()]}}
    if m := re.fullmatch(r"exile (a|two|three) (?:(artifact|creature|land|instant|sorcery|enchantment) )?cards? from your graveyard", words):
        n = {"a": 1, "two": 2, "three": 3}[m.group(1)]
        if (n > 1) != words.split(" from ")[0].endswith("cards"):
            raise NotUnderstood(words)
        return {"action": "exile_from_graveyard", "count": n, "filter": {"types": [m.group(2).capitalize()]} if m.group(2) else {}}
    if m := re.fullmatch(r"exile the top (artifact|creature|land|instant|sorcery|enchantment) card of your graveyard", words):
        return {"action": "exile_top_from_graveyard", "count": 1, "filter": {"types": [m.group(1).capitalize()]}}
    if m := re.fullmatch(r"(discard|sacrifice|return) (.+)", words):
        return _cost(m.group(1), m.group(2))
    raise NotUnderstood(words)


_PATTERN = r"(?:then )?(.+) unless you ((?:pay|discard|sacrifice|return|exile) [^.]+)"  # "Then": in order, as any next sentence (608.2c)


@effect_template(_PATTERN)
def unless_you(eff, m):
    if m.group(1).lower().startswith("sacrifice ~"):
        # "sacrifice ~ unless you pay {1}" / "... discard a creature card": the families that read them first
        steps, targets = len(eff.steps), len(eff.targets)
        try:
            pass_on(eff, m, unless_you)
            return
        except NotUnderstood:
            del eff.steps[steps:], eff.targets[targets:]
        try:
            eff.steps.append(_unless_you(eff, m))
        finally:
            if not eff.steps or eff.steps[-1].get("do") != "unless_you":
                del eff.targets[targets:]
        return
    targets = len(eff.targets)
    try:
        step = _unless_you(eff, m)
    except NotUnderstood:
        del eff.targets[targets:]
        pass_on(eff, m, unless_you)  # not this family's: the templates after it read it, or none does
        return
    eff.steps.append(step)


def _unless_you(eff, m) -> dict:
    head, cost_words = m.group(1), m.group(2)
    cost = _pay(eff, cost_words)
    targets = len(eff.targets)
    # "destroy this creature unless you pay {1}" (The Tabernacle's): the source, if it is still on the battlefield
    steps = [{"do": "destroy", "what": "self"}] if head.lower() == "destroy ~" else parse_branch(eff, head)
    if len(eff.targets) != targets or not steps:
        raise NotUnderstood(m.group(0))
    for st in steps:
        ok = _HEADS.get(st.get("do"))
        if ok is None or not ok(st):
            raise NotUnderstood(m.group(0))
        if st["do"] in _OF_SOURCE and (not PERMANENT_TYPES & set(eff.card.types) or {"Instant", "Sorcery"} & set(eff.card.types)):
            raise NotUnderstood(m.group(0))
    if cost.get("action") in ("sacrifice", "return_to_hand") and not cost["filter"].get("another") and \
            any(st["do"] in _OF_SOURCE for st in steps):
        raise NotUnderstood(m.group(0))  # "unless you sacrifice a creature": it may be the source itself, not said here
    text = re.sub(r"\byou\b", "they", cost_words.replace("~", "it"))
    return {"do": "unless_you", **cost, "text": text, "effect": steps}


# --- "[do something to a target] unless that player / they / its controller [pays or does something else]" ---
#: the instructions that may come before "unless that player ..." / "unless its controller ...": each said of the target
_THEIR_HEADS = {
    "damage": lambda st, t: st.get("to") == t and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "to"},
    "discard": lambda st, t: st.get("player") == t and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "player"},
    "discard_hand": lambda st, t: st == {"do": "discard_hand", "player": t},
    "lose_life": lambda st, t: st.get("player") == t and isinstance(st.get("amount"), int) and set(st) <= {"do", "amount", "player"},
    "tap": lambda st, t: st == {"do": "tap", "what": t},
    "return_to_hand": lambda st, t: st == {"do": "return_to_hand", "what": t},
}
_THEY = r"(that player|they|its controller)"
_THEY_PATTERN = rf"(?:then )?(.+) unless {_THEY} (pays?|sacrifices?|discards?) ([^.]+)"


@effect_template(_THEY_PATTERN)
def unless_they(eff, m):
    """ "~ deals 5 damage to target opponent unless that player sacrifices a creature of their choice" (Demanding
    Dragon), "Target player discards two cards unless they discard an artifact card" (Wrench Mind), "Tap target
    creature unless its controller pays 2 life" (Vectis Dominator): the target player, or the controller of the
    target permanent as it resolves, may pay; if they don't, the rest happens (2026 118.12a; their choice as it
    resolves, 2007 413.2c / 2026 608.2d). Anything else goes on to the templates after it."""
    steps, targets = len(eff.steps), len(eff.targets)
    try:
        eff.steps.append(_unless_they(eff, m))
    except NotUnderstood:
        del eff.steps[steps:], eff.targets[targets:]
        pass_on(eff, m, unless_they)


def _unless_they(eff, m) -> dict:
    head, who, verb, rest = m.groups()
    if (who == "they") != (verb in ("pay", "sacrifice", "discard")):
        raise NotUnderstood(m.group(0))  # "they pays", "that player pay"
    base = verb if who == "they" else verb[:-1]
    if base == "sacrifice":
        rest = re.sub(r" of their choice$", "", rest)
    if re.search(r"\b(?:you|your|their|them|it|its)\b", rest):
        raise NotUnderstood(m.group(0))  # the cost's words said of someone else
    cost = _pay(eff, f"{base} {rest}")
    if cost.get("filter", {}).get("another") or "pay" in cost or "pay_energy" in cost:
        raise NotUnderstood(m.group(0))
    before = len(eff.targets)
    if said := re.fullmatch(rf"that player discards ({NUMBER}) cards?", head):
        # "Target player draws three cards. Then that player discards two cards unless they discard a land card"
        # (Compulsive Research): the player the sentence before targeted
        if not eff.targets or eff.targets[-1] not in ("player", "opponent") or who == "its controller" or said.group(1).upper() == "X":
            raise NotUnderstood(m.group(0))
        from .text import amount as _amount_of
        t, spec = f"target:{before - 1}", eff.targets[-1]
        steps = [{"do": "discard", "amount": _amount_of(said.group(1)), "player": t}]
    else:
        steps = parse_branch(eff, head)
        if len(eff.targets) != before + 1 or len(steps) != 1:
            raise NotUnderstood(m.group(0))
        t = f"target:{before}"
        spec = eff.targets[before]
    is_player = spec in ("player", "opponent")
    if is_player != (who != "its controller"):
        raise NotUnderstood(m.group(0))  # "that player" of a permanent, "its controller" of a player
    ok = _THEIR_HEADS.get(steps[0].get("do"))
    if ok is None or not ok(steps[0], t):
        raise NotUnderstood(m.group(0))
    text = f"{base} {rest}" + (" of their choice" if base == "sacrifice" else "")
    return {"do": "unless_you", **cost, "text": text, ("player" if is_player else "controller_of"): t, "effect": steps}


# the template first (before the damage and tap templates read the sentence's head and refuse the rest)
for _fn in (unless_they, unless_you):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, (_f, _p, fn) in enumerate(EFFECT_TEMPLATES) if fn is _fn)))


# --- "Champion a creature", "Champion a Goblin or Shaman" (2026 702.72a) ---
from rulings.engine.creature_types import CREATURE_TYPES  # noqa: E402

from .registry import ability_template  # noqa: E402


@ability_template(r"Champion (?:a|an) (creature|[A-Z][a-z]+)(?: or ([A-Z][a-z]+))?")
def champion(card, m):
    """ "When this enters, sacrifice it unless you exile another [object] you control" and "When this
    leaves the battlefield, return the exiled card to the battlefield under its owner's control",
    two linked triggered abilities (rulings/engine/champion.py); a creature's own. Later than
    February 2007: under those rules it doesn't trigger."""
    kinds = [k for k in m.groups() if k]
    if not card.is_permanent_creature or (kinds[0] == "creature" and len(kinds) > 1):
        raise NotUnderstood(m.group(0))
    if kinds == ["creature"]:
        return [{"kind": "keyword", "keyword": "champion", "what": {"types": ["Creature"]}}]
    if any(k not in CREATURE_TYPES for k in kinds):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "champion", "what": {"subtypes": kinds}}]


# --- 'All creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay 1 life."' ---
@ability_template(r"All creatures have \"(At the beginning of your upkeep, (?:sacrifice ~ unless you pay (\d+) life|destroy ~ unless you pay \{\d+\})\.)\"")
def all_creatures_have_upkeep_life_or_sacrifice(card, m):
    """Vile Consumption, The Tabernacle at Pendrell Vale ("destroy this creature unless you pay {1}"): each creature has the triggered ability while the static ability applies (2007
    418.5a; 2026 613.1f); its "this creature" and "you" are that creature and its controller, who chooses
    whether to pay the life as it resolves (2007 413.2c; 2026 608.2d, 118.12a; 119.4: only with that much
    life). Like sacrifices_more.py's "unless you pay {1}" (The Tabernacle's kind)."""
    from .clones import _quoted
    ab = _quoted(card, m.group(1))
    if ab.get("kind") != "triggered" or [s.get("do") for s in ab.get("effect", ())] != ["unless_you"]:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "creatures", "filter": {}, "gains": {**ab, "text": m.group(1).replace("~", "this creature")}}]


# --- "Echo—Discard a card." (2007 502.19a; 2026 702.30a) ---
@ability_template(r"Echo—(Discard a card|Sacrifice (?:a|an|two|three) [a-z]+)\.")
def echo_not_mana(card, m):
    """Deepcavern Imp, Skizzik Surger: "At the beginning of your upkeep, if this came under your control since
    the beginning of your last upkeep, sacrifice it unless you pay its echo cost", the cost not mana: written
    out as that triggered ability (the intervening "if" is echo's own, source_echo_due: rulings/engine/echo.py)
    with unless_you. A permanent that is no Aura or Equipment, as for keywords_more.echo."""
    permanent = {"Creature", "Artifact", "Enchantment", "Land"} & set(card.types) and not {"Instant", "Sorcery"} & set(card.types)
    if not permanent or {"Aura", "Equipment"} & set(card.subtypes):
        raise NotUnderstood(m.group(0))
    from .registry import Effect
    words = m.group(1)[0].lower() + m.group(1)[1:]
    cost = _pay(Effect(card), words)
    if "action" not in cost:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
             "if": {"source_echo_due": True},
             "effect": [{"do": "unless_you", **cost, "text": words, "echo": True, "effect": [{"do": "sacrifice", "what": "self"}]}]}]


# --- "[Trigger], you may pay {2}{R}. When you do, [effect]" (2026 603.12) ---
@ability_template(r"((?:When|Whenever|At) [^\"]+?), you may pay ([^.\"]+)\. When you do, ([^\"]+)")
def when_you_do(card, m):
    """Sparktongue Dragon, Thousand Moons Crackshot, Labyrinth Adversary: the first ability's "you may pay"
    is read as the templates read it alone (optional_payments.py); what follows "When you do" is a reflexive
    triggered ability (2026 603.12; the rules of delayed triggered abilities, 603.7 / 2007 404.4), its targets
    chosen as it is put on the stack after the payment, not with the first ability's (rulings/engine/
    effects/reflexive.py). Its "it" is the source only where the trigger names ~ and nothing else
    (object_referents.source_it); any other word for an object or player of the first ability ("that
    creature", "that player") keeps the paragraph text only."""
    from .object_referents import source_it
    from .registry import parse_effect, read_by_others
    from .text import sentences
    head, cost, body = m.groups()
    if re.search(r"\bWhen you do\b|\bIf you do\b", body) or " and " in cost:
        raise NotUnderstood(m.group(0))
    if re.search(r"\bit\b", body):
        body = source_it(head, body) or body
    if re.search(r"\b(?:it|its|that|those|them|they|their|this way|X)\b", body, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    found = read_by_others(card, f"{head}, you may pay {cost}.", lambda _family, fn: fn is when_you_do)
    if not found or len(found) != 1 or found[0].get("kind") != "triggered" or found[0].get("targets"):
        raise NotUnderstood(m.group(0))
    ab = found[0]
    steps = ab.get("effect") or []
    if len(steps) != 1 or steps[0].get("do") != "may" or steps[0].get("effect") or "then" in steps[0] or \
            not {"pay", "pay_mana", "pay_life", "pay_energy"} & set(steps[0]):
        raise NotUnderstood(m.group(0))
    inner = parse_effect(card, sentences(body))
    if any(s.get("do") in ("may", "reflexive_trigger") for s in inner.steps) or \
            any(isinstance(t, dict) and (t.get("up_to") or t.get("x_targets")) for t in inner.targets):
        raise NotUnderstood(m.group(0))
    said = m.group(3).replace("~", "this creature" if card.is_permanent_creature else "this permanent")  # as the card says it
    reflexive = {"do": "reflexive_trigger", "effect": inner.steps, "text": f"When you do, {said}"}
    if inner.targets:
        reflexive["targets"] = inner.targets
    return [{**ab, "effect": [{**steps[0], "then": [reflexive]}]}]
