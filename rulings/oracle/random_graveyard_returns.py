""" "Return a creature card at random from your graveyard to your hand" (Haunted Fengraf, Woodland Sleuth, Viconia,
Drow Apostate), "Return an instant or sorcery card at random ..." (Charmbreaker Devils), "Return a Zombie card at
random ..." (Ghoulraiser), "Return two cards at random ..." (Make a Wish), "Return X cards at random ..." (Reap the
Past): chance picks the cards among those of that kind in the controller's graveyard, as many as there are if
fewer (the engine's return_at_random_from_graveyard, rulings/engine/random_graveyard_returns.py). The kind is
read as a target phrase's ("target creature card from your graveyard", targets.parse), its zone and owner left
out; "at random ... to the battlefield" stays text only (Tomb Tyrant, Moldgraf Monstrosity)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, pass_on
from .targets import parse
from .text import amount


@effect_template(r"return (a|an|two|three|X) ((?:[A-Za-z]+ )*?)cards? at random from your graveyard to your hand")
def return_at_random_from_your_graveyard(eff, m):
    try:
        n = amount(m.group(1))
        words = m.group(2).strip()
        one = m.group(1).lower() in ("a", "an")
        if one != m.group(0).split(" at random")[0].endswith(" card") or (n == "X" and not eff.allow_x):
            raise NotUnderstood(m.group(0))
        if one and (m.group(1).lower() == "an") != ((words or "card")[0].lower() in "aeiou"):
            raise NotUnderstood(m.group(0))
        kind = {}
        if words:
            found = parse(f"target {words} card from your graveyard")
            if not isinstance(found, dict):
                raise NotUnderstood(m.group(0))
            kind = {k: v for k, v in found.items() if k not in ("zone", "owner")}
            if not kind:
                raise NotUnderstood(m.group(0))
        eff.steps.append({"do": "return_at_random_from_graveyard", "amount": n, "card": kind})
    except NotUnderstood:
        pass_on(eff, m, return_at_random_from_your_graveyard)  # words a later template reads
