""" "Enchanted creature has protection from white. This effect doesn't remove this
Aura." (White Ward and its cycle): the Aura's own grant of protection doesn't make
the state-based check put it into the graveyard (2007: 420.5d, 502.7c; 2026: 704.5m,
702.16c). A static ability says so with `"keeps_this_aura": true`.

"Protection from the chosen color" granted this way is the color chosen for the Aura
(`granted`). Only that Aura's own grant is set aside: if the creature has protection from the
same quality from anything else too (its printed ability, another Aura), it still
can't be enchanted by the Aura, which goes as usual."""
from __future__ import annotations

from .protection import CHOSEN_COLOR, chosen_quality, has_quality, qualities


def stopping_quality(game, host, aura) -> str | None:
    """The quality by which `host`'s protection keeps `aura` from enchanting it, its own
    exempt grants set aside; None if none does."""
    for quality in qualities(game, host):
        if not has_quality(game, aura, quality):
            continue
        own = _own_grants(game, aura, quality)
        if own and _instances(game, host, quality) <= own:
            continue
        return quality
    return None


def granted(game, source, gains: dict) -> dict | None:
    """The ability a static ability of `source` gives: "protection from the chosen color" is
    the color chosen for `source` as it entered (Cho-Manno's Blessing; 2026 607.2d: the
    ability linked to the one that made the choice), not one chosen for the creature that
    gains it; None when no color was chosen for `source` (it gives nothing, 607.5a / 503.7)."""
    from .cant_attack_you import STAMPED, stamped  # "can't attack you": the source's controller (cant_attack_you.py)
    if gains.get("keyword") in STAMPED:
        return stamped(game, source, gains)
    if gains.get("keyword") != "protection" or gains.get("from") != CHOSEN_COLOR:
        return gains
    color = chosen_quality(game, source, CHOSEN_COLOR)
    return None if color is None else {**gains, "from": color}


def _own_grants(game, aura, quality: str) -> int:
    from .continuous import characteristics
    n = 0
    for ab in characteristics(game, aura).abilities:
        gains = ab.get("gains") or {}
        if (ab.get("kind") == "static" and ab.get("keeps_this_aura") and ab.get("affects") == "enchanted"
                and gains.get("keyword") == "protection" and chosen_quality(game, aura, gains.get("from")) == quality):
            n += 1
    return n


def _instances(game, host, quality: str) -> int:
    from .continuous import characteristics
    return sum(1 for ab in characteristics(game, host).abilities
               if ab.get("kind") == "keyword" and ab.get("keyword") == "protection"
               and chosen_quality(game, host, ab.get("from")) == quality)
