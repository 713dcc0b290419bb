""" "Return a land you control to its owner's hand" (the karoo lands: "When this land
enters, ...") and "return a creature you control to its owner's hand": not a target,
the permanent is chosen as the effect is applied (2007 413.2c, 2026 608.2d)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


_COLOR = r"(?:white|blue|black|red|green)"


@effect_template(rf"return (an?|another) (tapped )?({_COLOR}(?: or {_COLOR})? )?(nonland )?(land|creature|artifact|enchantment|permanent) "
                 r"you control to its owner's hand")
def return_one_you_control(eff, m):
    """Also "another creature" (not the source), "a tapped creature", "a red or green creature",
    "a nonland permanent" (Kor Skyfisher, Horned Kavu, Whitemane Lion)."""
    article, tapped, colors, nonland, kind = m.groups()
    if (article.lower() == "an") != ((tapped or colors or nonland or kind)[0] in "aeiou") and article.lower() != "another":
        raise NotUnderstood(m.group(0))
    if nonland and kind != "permanent":
        raise NotUnderstood(m.group(0))
    step = {"do": "return_one_you_control", "type": kind.capitalize()}
    if article.lower() == "another":
        if {"Instant", "Sorcery"} & set(eff.card.types):  # "another" than the permanent whose ability it is
            raise NotUnderstood(m.group(0))
        step["another"] = True
    if tapped:
        step["tapped"] = True
    if colors:
        step["colors"] = colors.split()[::2]
    if nonland:
        step["nonland"] = True
    eff.steps.append(step)
