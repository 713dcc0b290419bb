"""Lands (and other permanents) that become creatures, the wordings animate.py leaves to this family:

- "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a
  land." (Mutavault), "... a 3/3 creature with vigilance and all creature types. It's still a land."
  (Soulstone Sanctuary): the engine's `becomes_creature` with `all_creature_types`, every creature
  type as a changeling has (2026 702.73a), in the type-changing layer (2007 418.5a layer 4; 2026
  613.1d) with its other types kept (2007 212.1c; 2026 205.1b).
- "Until end of turn, this land becomes a 3/2 blue and black Elemental creature. It's still a land.
  It can't be blocked this turn." (Creeping Tar Pit): "it" is the permanent that just became a
  creature, here the ability's own source (the engine's `cant_be_blocked`, 2007 309.2a; 2026 509.1b).
- "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2 Soldier
  creature." (the Hidden and Opal enchantments): an intervening "if" (the engine's `source_is_enchantment`).
- "{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of
  turn. It's still a land." (Spawning Pool, Raging Ravine ...): the quoted activated or triggered ability
  is one the creature gains.

These templates are registered before animate.py's (compiler.py), whose "with [keywords]" would
otherwise take "with all creature types" and refuse it. Any other subject ("target land ... with all
creature types"), any other wording between the words, and "it" after anything but a becoming
creature of the ability's own source stay text only (or go on to the templates after these).
"""
from __future__ import annotations

import re

from .registry import Card, NotUnderstood, ability_template, effect_template, parse_sentence, pass_on, read_by_others


@effect_template(r"(until end of turn, )?~ becomes an? (\d+)/(\d+) creature with (?:([a-z ,]+?) and )?all creature types"
                 r"( until end of turn)?")
def becomes_creature_with_all_creature_types(eff, m):
    """The sentence without "all creature types" through animate.py's template, then every creature type."""
    lead, p, t, keywords, trail = m.groups()
    if lead and trail:
        raise NotUnderstood(m.group(0))
    if keywords and keywords.endswith(","):
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    parse_sentence(eff, f"{lead or ''}~ becomes a {p}/{t} creature{' with ' + keywords if keywords else ''}{trail or ''}")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "becomes_creature" or made[0].get("to") != "self" or made[0].get("subtypes"):
        raise NotUnderstood(m.group(0))
    made[0]["all_creature_types"] = True


@effect_template(r"it can't be blocked this turn")
def it_cant_be_blocked_after_becoming(eff, m):
    """ "It can't be blocked this turn." right after "~ becomes a ... creature ... It's still a land."
    (its own source); anything else goes on to the templates registered after this one."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "becomes_creature" or last.get("to") != "self":
        pass_on(eff, m, it_cant_be_blocked_after_becoming)
        return
    eff.steps.append({"do": "cant_be_blocked", "to": "self"})


@ability_template(r"When (an opponent casts [^,]+), if ~ is an enchantment, (?:it|~) becomes (an? \d+/\d+ [^.]+)\.")
def enchantment_becomes_a_creature_when(card, m):
    """ "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2
    Soldier creature." (Opal Caryatid, Hidden Gibbons): the trigger the templates read as "Whenever ..."
    (the two words trigger alike: 2007 404.1; 2026 603.1), with the intervening "if" (2007 404.3; 2026
    603.4) the engine's `source_is_enchantment`, and "it" its own source. It becomes only a creature,
    its new types replacing the old (2007 212.1b; 2026 205.1a): it is no longer an enchantment, so it
    won't become one again."""
    if card.types != ("Enchantment",) or card.subtypes:
        raise NotUnderstood(m.group(0))
    read = read_by_others(card, f"Whenever {m.group(1)}, ~ becomes {m.group(2)}.", lambda family, fn: family == "manlands")
    if not read or len(read) != 1:
        raise NotUnderstood(m.group(0))
    ab = read[0]
    effect = ab.get("effect") or ()
    if ab.get("kind") != "triggered" or "if" in ab or len(effect) != 1 or effect[0].get("do") != "becomes_creature" \
            or effect[0].get("to") != "self" or effect[0].get("until") or effect[0].get("keeps_types") or effect[0].get("types"):
        raise NotUnderstood(m.group(0))
    return [{**ab, "if": {"source_is_enchantment": True}, "text": m.group(0)}]


_QUOTED_GRANT = re.compile(
    r'(?P<cost>[^:"]+): (?P<lead>Until end of turn, )?~ becomes (?P<what>an? \d+/\d+ [A-Za-z ]*?creature) with '
    r'(?:(?P<kw>[a-z ,]+?),? and )?"(?P<quote>[^"]+)"(?P<trail> until end of turn)?\.? It\'s still a land\.')


@ability_template(_QUOTED_GRANT.pattern)
def land_becomes_creature_with_quoted_ability(card, m):
    """ "{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end
    of turn. It's still a land." (Spawning Pool), "... with "Whenever this creature attacks, put a +1/+1
    counter on it." It's still a land." (Raging Ravine): the activated ability read without the quotation
    (animate.py), and the quoted ability, read as a paragraph of the creature it makes (its "this creature"
    is the land itself), added to the abilities it gains (2007 418.5a layer 5; 2026 613.1f). A quoted
    ability that sets or changes power, toughness or types, or says when it applies, stays text only."""
    from .compiler import _ability  # the compiler imports this module: read at call time
    g = m.groupdict()
    if card.types != ("Land",) or (g["lead"] and g["trail"]) or not (g["lead"] or g["trail"]):
        raise NotUnderstood(m.group(0))
    quote = g["quote"]
    if "'" in quote.replace("'s ", ""):
        raise NotUnderstood(m.group(0))  # a quotation inside the quotation
    # "this creature" (already "~", as the card's name would be) is the land itself, the creature it became
    quote = re.sub(r"\b[Tt]his creature\b", "~", quote)
    quote = quote if quote.endswith(".") else quote + "."
    plain = f"{g['cost']}: {g['lead'] or ''}~ becomes {g['what']}{' with ' + g['kw'] if g['kw'] else ''}{g['trail'] or ''}. It's still a land."
    read = read_by_others(card, plain, lambda family, fn: family == "manlands" and fn is land_becomes_creature_with_quoted_ability)
    if not read or len(read) != 1 or read[0].get("kind") != "activated":
        raise NotUnderstood(m.group(0))
    steps = read[0].get("effect") or []
    if len(steps) != 1 or steps[0].get("do") != "becomes_creature" or steps[0].get("to") != "self" or not steps[0].get("keeps_types"):
        raise NotUnderstood(m.group(0))
    creature = Card(name=card.name, types=("Land", "Creature"), subtypes=tuple(card.subtypes) + tuple(steps[0].get("subtypes") or ()))
    granted = _ability(creature, quote)
    if not granted or any(ab.get("kind") not in ("activated", "triggered") for ab in granted):
        raise NotUnderstood(m.group(0))  # a static ability (its layer, its condition) is not read here
    steps[0]["abilities"] = [*steps[0].get("abilities", ()), *({**ab, "text": g["quote"].replace("~", "this creature")} for ab in granted)]
    return read


@effect_template(r"(~ becomes an? \d+/\d+ [A-Za-z ]+? creature until end of turn) and can't be blocked this turn")
def becomes_creature_and_cant_be_blocked(eff, m):
    """ "This artifact becomes a 2/2 blue and black Horror artifact creature until end of turn and can't be
    blocked this turn." (Dimir Keyrune): the becoming animate.py reads, then `cant_be_blocked` for the
    same permanent (2007 309.2a; 2026 509.1b)."""
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "becomes_creature" or made[0].get("to") != "self":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "cant_be_blocked", "to": "self"})
