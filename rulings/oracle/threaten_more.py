"""Threaten's kin for targets other than a creature (control.py and removal.py read the creature and
"target permanent" forms):

* "Gain control of target artifact or creature until end of turn." (Hijack, Sibling Rivalry,
  Infernal Captor): removal.py's Act of Treason template lists the words but refuses the target
  phrase; read here first, a control-changing effect (layer 2: 2007 418.5a; 2026 613.1b) that ends
  with the turn (2007 418.3a; 2026 611.2a);
* Heroic's Threaten (Akroan Conscriptor): "Whenever you cast a spell that targets ~, gain control of
  another target creature until end of turn. Untap that creature. It gains haste until end of turn.":
  triggered.casts refuses any "it" in a cast trigger (it could be the spell); here "that creature" and
  "it" follow "another target creature" and can only be that target;
* "you may gain control of target creature for as long as you control this creature" (Roil Elemental),
  "you may exchange control of ...", "you may create a token that's a copy of this creature" (Sprouting
  Phytohydra): the instruction as its own template reads it, the player choosing as it resolves
  whether to follow it (the action's `choices`, {"may": true}; optional.py's `may` step);
* "Untap that artifact." (Metallic Mastery) after "Gain control of target artifact until end of
  turn": the artifact the sentence before targeted and gained control of ("Untap it" and "Untap
  that permanent" are read by removal.py and control.py).

Precision: "that artifact" only right after the effect gained control of its last target, and that
target an artifact only ("target artifact"; "target artifact or creature" is "that permanent").
"""
from __future__ import annotations

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import ref, spec


@effect_template(r"gain control of (target artifact or creature) until end of turn")
def gain_control_of_artifact_or_creature(eff, m):
    """ "Gain control of target artifact or creature until end of turn": `give_control` to "you"
    (effects/control.py), as control.py reads the other target phrases."""
    phrase = m.group(1).lower()
    eff.steps.append({"do": "give_control", "what": ref(eff, phrase, {phrase}), "to": "you", "until": "end_of_turn"})


@effect_template(r"untap that artifact")
def untap_that_artifact(eff, m):
    """ "Gain control of target artifact until end of turn. Untap that artifact." (Metallic Mastery)."""
    last = eff.last_target
    if last is None or eff.targets[-1] != spec("target artifact") \
            or not any(st["do"] in ("gain_control", "give_control") and st.get("what") == last and st.get("to", "you") == "you"
                       for st in eff.steps):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "untap", "what": last})


# removal.py's "gain control of (target creature|target permanent|target artifact or creature) until end of turn"
# matches first and refuses the last phrase: this one is read before it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is gain_control_of_artifact_or_creature)))


@ability_template(r"(?:Heroic — )?Whenever you cast a spell that targets ~, (gain control of another target creature until end of turn\. "
                  r"Untap that creature\. It gains haste until end of turn\.)")
def heroic_threaten(card, m):
    """A cast trigger (2007 409.1i; 2026 601.2i) of a spell that targets the creature itself."""
    from .triggered import _triggered
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "plays_spell", "whose": "your", "spell": "targets_this"}, m.group(1))


@effect_template(r"you may ((?:gain|exchange) control of .+|create a token that's a copy of .+)")
def may_gain_control_or_copy(eff, m):
    """The optional instruction, read by the template that reads it without "you may"; one choice per
    effect (optional._may)."""
    from .optional import _may
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    made = eff.steps[before:]
    del eff.steps[before:]
    if not made or any(st.get("do") == "may" for st in made):
        raise NotUnderstood(m.group(0))
    said = m.group(1).replace("~", "this creature" if eff.card.is_permanent_creature else "this permanent")  # as the card says it
    _may(eff, said[0].lower() + said[1:], effect=made)


# life_more's "[player] does several things" takes "you may exchange control of A and B" first, and refuses it
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is may_gain_control_or_copy)))
