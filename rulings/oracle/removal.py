"""Destroy / exile / return to hand / counter / tap / untap target ..., and
"destroy all creatures". Each takes every target phrase the grammar of
`targets` reads that names what it can act on: a permanent (destroy, tap), a
permanent or a card in a graveyard (exile, return), a spell (counter)."""
from __future__ import annotations

from .described import described
from .registry import NotUnderstood, effect_template, pass_on
from .targets import GRAVEYARD_TARGETS, PERMANENT_TARGETS, SPELL_TARGETS, TARGET_RE, Phrases, is_creature, is_graveyard_card, \
    is_permanent, ref

#: a permanent, or a card in a graveyard ("exile target card from a graveyard")
PERMANENT_OR_CARD = Phrases(PERMANENT_TARGETS.names, lambda s: is_permanent(s) or is_graveyard_card(s))


@effect_template(rf"destroy ({TARGET_RE})")
def destroy(eff, m):
    eff.steps.append({"do": "destroy", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"destroy all creatures")
def destroy_all(eff, m):
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [{"do": "destroy", "what": "it"}]})


DESCRIPTION = r"([a-z0-9 ,']+?)"


@effect_template(rf"(destroy|exile) all {DESCRIPTION}")
def destroy_or_exile_all(eff, m):
    """ "Destroy all artifacts and enchantments", "Exile all nonland permanents": each permanent
    the description names as it resolves, all leaving together (one event: each one's
    leaves-play abilities see the others, 2007: 410.10d; 2026: 603.10a). Destroy: 2026 701.8;
    exile is 2007's "remove from the game"."""
    if " target " in f" {m.group(2).lower()} ":  # "destroy all lands target player controls": mode_effects.py
        return pass_on(eff, m, destroy_or_exile_all)
    do = "destroy" if m.group(1).lower() == "destroy" else "remove_from_game"
    eff.steps.append({"do": "for_each", "permanents": described(eff, m.group(2)), "effect": [{"do": do, "what": "it"}]})


@effect_template(rf"return all {DESCRIPTION} to their owners' hands")
def bounce_all(eff, m):
    """ "Return all creatures to their owners' hands" (Evacuation): each to its owner's hand."""
    eff.steps.append({"do": "for_each", "permanents": described(eff, m.group(1)),
                      "effect": [{"do": "return_to_hand", "what": "it"}]})


@effect_template(r"(?:it|they) can't be regenerated")
def no_regenerate(eff, m):
    """A rider on the destruction before it (Terror's "It can't be regenerated")."""
    starts = eff.sentence_starts
    before = eff.steps[starts[-2]:starts[-1]] if len(starts) >= 2 else []
    if len(before) == 2 and all(s.get("do") == "destroy" and not s.get("no_regenerate") for s in before):
        # "Destroy target nonblack creature and target land. They can't be regenerated." (Plague Spores): both
        if not m.group(0).lower().startswith("they"):
            raise NotUnderstood(m.group(0))
        for s in before:
            s["no_regenerate"] = True
        return
    last = eff.steps[-1] if eff.steps else None
    if last and last.get("do") == "for_each" and [s.get("do") for s in last["effect"]] == ["destroy"]:
        last = last["effect"][0]
    if last and last.get("do") == "may" and [s.get("do") for s in last.get("then") or ()] == ["destroy"]:
        last = last["then"][0]  # "You may sacrifice it. If you do, destroy target creature. It can't be regenerated." (Necrite)
    if last is None or last.get("do") != "destroy" or last.get("no_regenerate"):
        raise NotUnderstood(m.group(0))
    last["no_regenerate"] = True


@effect_template(rf"exile ({TARGET_RE})")
def exile(eff, m):
    """Exile is 2007's "remove from the game" (406 in 2026)."""
    eff.steps.append({"do": "remove_from_game", "what": ref(eff, m.group(1), PERMANENT_OR_CARD)})


@effect_template(rf"exile ({TARGET_RE}) until ~ leaves the battlefield")
def exile_until_leaves(eff, m):
    """Banisher Priest's "exile target creature an opponent controls until this creature leaves the
    battlefield": it returns, under its owner's control, as soon as the source leaves (2026: 610.3,
    610.3c); only on a permanent's ability (a spell has left the stack when it would apply)."""
    if {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "exile_until_source_leaves", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"exile ((?:another )?target [a-z ,-]+?), then return (?:it|that card) to the battlefield under its owner's control")
def flicker(eff, m):
    """ "Exile target creature you control, then return it to the battlefield under its owner's
    control", "Exile target nontoken permanent, ..." (Flicker), "Exile target creature or enchantment,
    ..." (Flicker of Fate): it comes back a new object (2007 217.1c; 2026 400.7), its enters abilities
    triggering; a token can't come back (2007 216.4; 2026 111.8); an Aura returning is attached to what
    its owner chooses as it enters (2007 212.4j; 2026 303.4f: rulings/engine/aura_entering.py). One
    permanent target (not "up to", not X)."""
    found = ref(eff, m.group(1), PERMANENT_TARGETS)
    spec = eff.targets[-1]
    if isinstance(spec, dict) and ({"up_to", "x_targets", "count"} & set(spec) or spec.get("zone", "in_play") != "in_play"):
        raise NotUnderstood(m.group(1))
    eff.steps.append({"do": "remove_from_game", "what": found})
    eff.steps.append({"do": "return_to_play", "what": "it"})


@effect_template(rf"return ({TARGET_RE}|~) to its owner's hand")
def bounce(eff, m):
    if m.group(1) == "target spell":  # "Return target spell to its owner's hand" (spell_sentences.py)
        pass_on(eff, m, bounce)
        return
    if m.group(1).lower().startswith("target spell or "):  # "... spell or creature" (spell_or_permanent.py)
        pass_on(eff, m, bounce)
        return
    if m.group(1) == "~" and {"Instant", "Sorcery"} & set(eff.card.types):
        # an instant or sorcery returning itself leaves the stack as it resolves (2026 608.2n; 2007 413.2h)
        eff.steps.append({"do": "return_this_spell_to_hand"})
        return
    eff.steps.append({"do": "return_to_hand", "what": ref(eff, m.group(1), PERMANENT_OR_CARD + ("~",))})


def _your_card(eff, phrase: str) -> str:
    """A card in your own graveyard: "your hand" and the battlefield under your
    control are its owner's (a card goes to its owner's hand, 2026: 400.3)."""
    what = ref(eff, phrase, GRAVEYARD_TARGETS)
    target = eff.targets[-1]
    if not isinstance(target, dict) or target.get("owner") != "you":
        raise NotUnderstood(phrase)
    return what


@effect_template(rf"return ({TARGET_RE}) to your hand")
def return_card_to_hand(eff, m):
    """ "Return target creature card from your graveyard to your hand" (Raise Dead)."""
    eff.steps.append({"do": "return_to_hand", "what": _your_card(eff, m.group(1))})


@effect_template(rf"return ({TARGET_RE}) to the battlefield")
def return_card_to_battlefield(eff, m):
    """ "Return target creature card from your graveyard to the battlefield" (Breath of Life):
    it comes back a new object (400.7) under its owner's, your, control. Not a card that may be an
    Aura ("enchantment card", "permanent card"): graveyard_permanents.py reads those (an Aura put
    onto the battlefield uncast enchants what its controller chooses, 2026 303.4f)."""
    what = _your_card(eff, m.group(1))
    if "Enchantment" in eff.targets[-1].get("types", ("Enchantment",)) or eff.targets[-1].get("subtypes"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_to_play", "what": what})


@effect_template(rf"counter ({TARGET_RE})")
def counter(eff, m):
    eff.steps.append({"do": "counter", "what": ref(eff, m.group(1), SPELL_TARGETS)})


@effect_template(rf"(tap|untap) ({TARGET_RE}|~|it|that creature)")
def tap(eff, m):
    """ "Untap it" / "Untap that creature": the target a sentence before named (High Stride, Act of Treason)."""
    if m.group(2).lower() == "that creature" and (not eff.targets or not is_creature(eff.targets[-1])):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": m.group(1).lower(), "what": ref(eff, m.group(2), PERMANENT_TARGETS + ("~",))})


@effect_template(r"gain control of (target creature|target permanent|target artifact or creature) until end of turn")
def gain_control_until_end_of_turn(eff, m):
    """Act of Treason's "Gain control of target creature until end of turn" (a control-changing
    effect, layer 2: 613.1b in 2026)."""
    eff.steps.append({"do": "gain_control", "what": ref(eff, m.group(1), ("target creature", "target permanent")),
                      "until": "end_of_turn"})


@effect_template(r"untap (target creature) and gain control of it until end of turn")
def untap_and_gain_control(eff, m):
    """Threaten's "Untap target creature and gain control of it until end of turn": in the order
    written, the untapping first, then the control-changing effect (2026: 613.1b, layer 2)."""
    what = ref(eff, m.group(1), ("target creature",))
    eff.steps.append({"do": "untap", "what": what})
    eff.steps.append({"do": "gain_control", "what": what, "until": "end_of_turn"})


@effect_template(r"regenerate (~|target creature)")
def regenerate(eff, m):
    what = ref(eff, m.group(1), ("~", "target creature"))
    if what != "self" and what != "target:0":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "regenerate", "what": what})
