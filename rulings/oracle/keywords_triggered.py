"""Keyword lines of more keywords, each alone on its line (the compiler strips the
reminder text); the engine writes out what each means, in its rule's words.
Triggered (the engine's keywords_triggered.py): "Soulshift N" (2007: 502.39a; 2026:
702.46a), "Cumulative upkeep [mana cost]" (502.13a / 702.24a), "Fading N" (502.20a /
702.32a), "Vanishing N" (502.60a / 702.63a), "Graft N" (502.54a / 702.58a), and,
2026 only, "Afterlife N" (702.135a), "Ingest" (702.115a), "Mentor" (702.134a),
"Extort" (702.101a), "Mobilize N" (702.181a), "Training" (702.149a), "Annihilator N"
(702.86a) and "Backup N" (702.165a: the abilities printed below it are its grants).
Static, applied as the permanent enters: "Amplify N" (502.27a / 702.38a), and, 2026
only, "Devour N" (702.82a) and "Tribute N" (702.104a, with its linked "if tribute
wasn't paid" trigger). Under the 2007 rules the later ones do nothing, and the
replay says so."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land"}


@ability_template(r"Soulshift (\d+)")
def soulshift(card, m) -> list[dict]:
    """A creature's own soulshift ("Soulshift 4, soulshift 4" is one ability with "up to two
    target Spirit cards" in its reminder: it stays text only)."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 0:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "soulshift", "count": n}]


@ability_template(r"Afterlife (\d+)")
def afterlife(card, m) -> list[dict]:
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "afterlife", "count": n}]


@ability_template(r"Mentor")
def mentor(card, m) -> list[dict]:
    """Mentor (2026 702.134a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "mentor"}]


@ability_template(r"Extort")
def extort(card, m) -> list[dict]:
    """Extort (2026 702.101a): a permanent's own."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "extort"}]


@ability_template(r"Mobilize (\d+)")
def mobilize(card, m) -> list[dict]:
    """Mobilize N (2026 702.181a): a creature's own."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "mobilize", "count": n}]


@ability_template(r"Training")
def training(card, m) -> list[dict]:
    """Training (2026 702.149a): a creature's own."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "training"}]


@ability_template(r"Annihilator (\d+)")
def annihilator(card, m) -> list[dict]:
    """Annihilator N (2026 702.86a): a creature's own."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "annihilator", "count": n}]


@ability_template(r"Ingest")
def ingest(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "ingest"}]


@ability_template(r"Cumulative upkeep ((?:\{(?:\d+|[WUBRGC])\})+)")
def cumulative_upkeep(card, m) -> list[dict]:
    """A mana cost only: "{W} or {U}" (a choice per age counter), "—Pay 1 life" and the other
    non-mana costs stay text only."""
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "cumulative_upkeep", "cost": m.group(1)}]


@ability_template(r"Cumulative upkeep—Pay (\d+) life\.")
def cumulative_upkeep_life(card, m) -> list[dict]:
    """"Cumulative upkeep—Pay N life." (502.13a / 702.24a): N life for each age counter, paid only
    by a player with that much life (2026 119.4)."""
    n = int(m.group(1))
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "cumulative_upkeep", "life": n}]


@ability_template(r"Amplify (\d+)")
def amplify(card, m) -> list[dict]:
    """Amplify N (502.27a / 702.38a; the engine's amplify.py): a creature's own, one instance only."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1 or len([p for p in card.paragraphs if p.startswith("Amplify ")]) != 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "amplify", "count": n}]


@ability_template(r"Graft (\d+)")
def graft(card, m) -> list[dict]:
    """Graft N (502.54a / 702.58a; the engine's graft.py): a permanent's own."""
    n = int(m.group(1))
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "graft", "count": n}]


@ability_template(r"(Fading|Vanishing) (\d+)")
def fading_or_vanishing(card, m) -> list[dict]:
    """Fading N (502.20a / 702.32a) and vanishing N (502.60a / 702.63a): a permanent's own."""
    n = int(m.group(2))
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "count": n}]


@ability_template(r"Backup (\d+)")
def backup(card, m) -> list[dict]:
    """Backup N (2026 702.165a): the abilities it grants are the card's paragraphs printed below
    it, each compiled as the card's own ability is; if any of them isn't played, neither is backup.
    One backup line per card (a second one would be among the abilities granted)."""
    from .compiler import _ability, _with_text
    from .text import self_references, strip_reminders
    n = int(m.group(1))
    plain = [self_references(strip_reminders(p), card.name) for p in card.paragraphs]
    lines = [i for i, p in enumerate(plain) if p == m.group(0)]
    if not card.is_permanent_creature or n < 1 or len(lines) != 1 or lines[0] == len(plain) - 1:
        raise NotUnderstood(m.group(0))
    grants = []
    for raw, p in zip(card.paragraphs[lines[0] + 1:], plain[lines[0] + 1:]):
        if not p or p.startswith("Backup"):
            raise NotUnderstood(m.group(0))
        grants += _with_text(_ability(card, p), raw)
    return [{"kind": "keyword", "keyword": "backup", "count": n, "grants": grants}]


@ability_template(r"Devour (\d+)")
def devour(card, m) -> list[dict]:
    """Devour N (2026 702.82a; the engine's devour.py): a creature's own, one instance only
    (two would each need their own creatures named); "Devour artifact N" stays text only."""
    n = int(m.group(1))
    lines = [p for p in card.paragraphs if p.startswith("Devour ")]
    if not card.is_permanent_creature or n < 1 or len(lines) != 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "devour", "count": n}]


@ability_template(r"Tribute (\d+)")
def tribute(card, m) -> list[dict]:
    """Tribute N (2026 702.104a; the engine's tribute.py): a creature's own, one instance only."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1 or len([p for p in card.paragraphs if p.startswith("Tribute ")]) != 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "tribute", "count": n}]


@ability_template(r"When ~ (?:enters|enters the battlefield), if tribute wasn't paid, ([^\"]+)")
def tribute_not_paid(card, m) -> list[dict]:
    """Tribute's linked ability (702.104b): an enters trigger whose intervening "if" reads whether the
    chosen opponent paid; only on a card with tribute."""
    from .triggered import _triggered
    if not any(p.startswith("Tribute ") for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    abilities = _triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
    return [{**ab, "if": {"tribute_not_paid": True}} for ab in abilities]
