""" "Becomes the color or colors of your choice" (animate_more.py reads "the color of your choice", one color):

- "Target creature becomes the color or colors of your choice until end of turn." (Quickchange, Scuttlemutt,
  Swirling Spriggan), "When this creature enters, target permanent becomes the color or colors of your choice
  until end of turn." (Prismwake Merrow), "Target permanent becomes the color or colors of your choice."
  (Prismatic Lace: no duration, it lasts indefinitely): the engine's `becomes_colors_of_choice`, one or more
  colors chosen as the effect is applied (2007 413.2c; 2026 608.2d), a color-changing effect (2007 418.5a layer
  5; 2026 613.1e) whose colors replace the permanent's (2026 105.3).

Only a target permanent (never a spell: "Target spell or permanent ..." stays text only) or "~" itself, a
permanent card; any other subject ("Enchanted creature", "any number of target creatures") and any other
duration stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import TARGET_RE, Phrases, is_permanent, ref

_PERMANENTS = Phrases(("target permanent", "target land"), lambda s: is_permanent(s) and not (isinstance(s, dict) and s.get("up_to")))


@effect_template(rf"(~|{TARGET_RE}) becomes the color or colors of your choice( until end of turn)?")
def becomes_the_colors_of_your_choice(eff, m):
    who, trail = m.groups()
    if who == "~":
        if not {"Creature", "Artifact", "Enchantment", "Land"} & set(eff.card.types):
            raise NotUnderstood(m.group(0))
        to = "self"
    else:
        to = ref(eff, who, _PERMANENTS)
    eff.steps.append({"do": "becomes_colors_of_choice", "to": to, **({"until": "end_of_turn"} if trail else {})})


@effect_template(r"you may have ~ become the color or colors of your choice")
def may_have_it_become_the_colors_of_your_choice(eff, m):
    """ "At the beginning of your upkeep, you may have this creature become the color or colors of your choice." (Shyft):
    the engine's optional instruction (`may`, 2007 413.2c; 2026 608.2d), lasting indefinitely."""
    from .optional import _may
    if not {"Creature", "Artifact", "Enchantment", "Land"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    _may(eff, "have it become the color or colors of your choice", effect=[{"do": "becomes_colors_of_choice", "to": "self"}])
