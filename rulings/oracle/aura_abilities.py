"""An Aura's own activated ability that acts on what it enchants: Firebreathing's
"{R}: Enchanted creature gets +1/+0 until end of turn", "{G}: Regenerate enchanted
creature", "Sacrifice this Aura: Regenerate enchanted creature" (2007: 409; 2026: 602).

The Aura's controller activates it (not the enchanted creature's controller), and it
acts on whatever the Aura enchants as the ability resolves, or, if the Aura has left
the battlefield, on what it enchanted as it last existed there (Firebreathing's
rulings; 2007: 413.2f / 2026: 608.2h, last known information). Nothing is targeted
(2007: 415.1; 2026: 115.1): the instruction the effect templates read for "target
creature" is done to the engine's "enchanted"."""
from __future__ import annotations

import re

from .activated import RESTRICTIONS, cost
from .auras import _enchanted
from .registry import NotUnderstood, ability_template, parse_effect
from .text import sentences


@ability_template(r"([^:\"]+): (Enchanted creature [^\"]+|Regenerate enchanted creature\.|[A-Z][a-z]+ enchanted creature\.)")
def aura_activated(card, m) -> list[dict]:
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    ab: dict = {"kind": "activated", "cost": cost(m.group(1))}
    if ab["cost"].pop("zone", None):
        raise NotUnderstood(m.group(1))
    text = m.group(2)
    for words, (key, value) in RESTRICTIONS.items():
        if text.endswith(" " + words):
            text = text[: -len(words) - 1]
            ab[key] = value
    if re.search(r"\btarget\b|\bmay\b|\bif\b|\bup to\b|\bX\b|\bits controller\b|\bthat player\b|\bit\b|\byou\b|\bthis\b|~",
                 text, re.IGNORECASE) or len(re.findall(r"\benchanted\b", text, re.IGNORECASE)) != 1 or len(sentences(text)) != 1:
        raise NotUnderstood(text)
    eff = parse_effect(card, sentences(re.sub(r"\b[Ee]nchanted creature\b", "target creature", text)))
    if len(eff.targets) != 1 or eff.targets[0] not in ("creature", {"types": ["Creature"]}) or \
            any(s["do"].startswith("add_mana") for s in eff.steps):
        raise NotUnderstood(text)
    ab["effect"] = _enchanted(eff.steps)
    if "target:0" in repr(ab["effect"]) or "enchanted" not in repr(ab["effect"]):
        raise NotUnderstood(text)
    return [ab]


# --- two linked abilities: "exile another target creature" / "return the exiled card" (2007: 217.7d; 2026: 607.2a) ---

ENTERS_EXILE = r"When ~ (?:enters|enters the battlefield), exile ([^\"]+)\."
LEAVES_RETURN = r"When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control\."


def _plain(card) -> list[str]:
    from .text import self_references, strip_reminders
    return [self_references(strip_reminders(p), card.name) for p in card.paragraphs]


def _linked_pair(card) -> bool:
    """The card has exactly the two linked abilities, and no other ability that exiles (or says
    "exiled"), so "the exiled card" can only be the one its enters ability exiled."""
    plain = _plain(card)
    enters = [p for p in plain if re.fullmatch(ENTERS_EXILE, p)]
    leaves = [p for p in plain if re.fullmatch(LEAVES_RETURN, p)]
    others = [p for p in plain if p not in enters and p not in leaves and re.search(r"\bexile", p, re.IGNORECASE)]
    return len(enters) == 1 and len(leaves) == 1 and not others and card.types and not {"Instant", "Sorcery"} & set(card.types)


def _enters_linked(card, text: str) -> list[dict]:
    """The first ability compiled from its paragraph; NotUnderstood unless the engine plays it linked."""
    from .triggered import _triggered
    m = re.fullmatch(ENTERS_EXILE, text)
    if m is None or not _linked_pair(card):
        raise NotUnderstood(text)
    [ab] = _triggered(card, {"event": "comes_into_play", "who": "self"}, f"exile {m.group(1)}.")
    target = ab.get("targets", [None])[0]
    if ab["effect"] != [{"do": "remove_from_game", "what": "target:0"}] or len(ab.get("targets", ())) != 1 \
            or not isinstance(target, (dict, str)) or (isinstance(target, dict) and target.get("zone", "in_play") != "in_play") \
            or "if" in ab:
        raise NotUnderstood(text)
    if not (target in ("creature", "land") or isinstance(target, dict) and set(target.get("types", ())) & {"Creature", "Land"}):
        # "another target nonland permanent" (Oblivion Ring): linked_exiles.py reads it (an Aura returned is
        # attached to what its owner chooses, rulings/engine/aura_entering.py)
        raise NotUnderstood(text)
    ab["effect"] = [{"do": "exile_linked", "what": "target:0"}]
    return [ab]


@ability_template(ENTERS_EXILE)
def enters_exile_linked(card, m) -> list[dict]:
    """The first ability: the permanent it exiles is remembered as exiled by this object."""
    return _enters_linked(card, m.group(0))


# tried before the plain "When ~ enters, exile target creature" of triggered.py, which would read it unlinked
from .registry import ABILITY_TEMPLATES  # noqa: E402
ABILITY_TEMPLATES.insert(0, ABILITY_TEMPLATES.pop())


@ability_template(LEAVES_RETURN)
def leaves_return_linked(card, m) -> list[dict]:
    """The second ability: it returns only what the first exiled (nothing, if the source left before the first resolved)."""
    enters = [p for p in _plain(card) if re.fullmatch(ENTERS_EXILE, p)]
    _enters_linked(card, enters[0] if len(enters) == 1 else "")  # the first ability must be played linked, or this one would find nothing
    return [{"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"}, "effect": [{"do": "return_linked_exiled"}]}]


@ability_template(r"Enchanted (permanent|artifact) can't attack or block, and its activated abilities can't be activated\.")
def enchanted_permanent_cant(card, m) -> list[dict]:
    """Petrify's "Enchanted permanent can't attack or block, and its activated abilities can't be
    activated" (mana abilities included, 2007: 406.1 / 2026: 605.1a are activated abilities): what
    Arrest says of a creature (statics.py), granted to whatever permanent the Aura enchants; a
    noncreature can't attack or block anyway, and once it becomes a creature (an animated land,
    a crewed Vehicle) it still can't."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": k}}
            for k in ("cant_attack", "cant_block", "cant_activate")]


@ability_template(r"When enchanted creature dies, return that card (to the battlefield under your control|to the battlefield under its "
                  r"owner's control|to its owner's hand)\.")
def enchanted_dies_return(card, m) -> list[dict]:
    """False Demise's "When enchanted creature dies, return that card to the battlefield under your
    control" (rulings/engine/aura_dies.py): a leaves-the-battlefield ability of the Aura (2007: 410.10c;
    2026: 603.6c, 603.10a); "that card" is the creature card put into the graveyard."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    do = {"to the battlefield under your control": "return_to_play_under_your_control",
          "to the battlefield under its owner's control": "return_to_play", "to its owner's hand": "return_to_hand"}[m.group(1)]
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "enchanted"}, "effect": [{"do": do, "what": "it"}]}]


@ability_template(r"Enchanted (land|creature) has \"([^\"]+)\"")
def enchanted_has_activated_ability(card, m) -> list[dict]:
    """Fertile Ground's "Enchanted land has "{T}: Add two mana of any one color."", Multani's Harmony's
    "Enchanted creature has "{T}: Add one mana of any color."": a mana ability (2007: 406.1; 2026:
    605.1a) the Aura grants; it is the enchanted permanent's own, so that permanent's controller
    activates it and gets the mana (2007: 403.2; 2026: 602.2), a creature's {T} only once it has
    been under its controller's control since the start of the turn (2007: 212.3d; 2026: 302.6).
    Any other activated ability the compiler reads is granted the same way (Power of Fire's "{T}: This
    creature deals 1 damage to any target", Squirrel Nest's "{T}: Create a 1/1 green Squirrel creature
    token"): its "this creature" / "this land" is the permanent that has it, which deals the damage
    or is sacrificed. Its cost may be {T}, mana, life, a discard or sacrificing that permanent; no
    activation restriction; a mana ability only alone (its color is the activation's `choice`).
    A granted triggered ability of the permanent itself without "may" or "that" (Pillory of the
    Sleepless's "At the beginning of your upkeep, you lose 1 life"): "your" / "you" are the
    enchanted permanent's controller's."""
    from .clones import _quoted
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    ab = _quoted(card, m.group(2))
    if ab.get("kind") == "triggered" and not set(ab) - {"kind", "trigger", "effect", "text", "targets"} \
            and ab["trigger"].get("who", "self") == "self" and not re.search(r"\bmay\b|\bthat\b", m.group(2)):
        return [{"kind": "static", "affects": "enchanted", "gains": {**ab, "text": m.group(2).replace("~", f"this {m.group(1)}")}}]
    if ab.get("kind") != "activated" or set(ab) - {"kind", "cost", "effect", "text", "targets"} \
            or set(ab["cost"]) - {"tap", "mana", "life", "discard"} and ab["cost"].get("sacrifice") != "self":
        raise NotUnderstood(m.group(2))
    if any(s.get("do", "").startswith("add_mana") for s in ab["effect"]) and (ab.get("targets") or len(ab["effect"]) != 1):
        raise NotUnderstood(m.group(2))
    said = m.group(2).replace("~", f"this {m.group(1)}")
    ab["text"] = re.sub(r"(^|: |\. )this ", r"\1This ", said)  # as the card says it ("{T}: This creature deals ...")
    return [{"kind": "static", "affects": "enchanted", "gains": ab}]
