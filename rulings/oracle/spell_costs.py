"""What a spell costs: additional costs printed on it ("As an additional cost to
cast this spell, sacrifice an artifact or creature"), its own cost reductions
("This spell costs {1} less to cast for each creature card in your
graveyard", "... if you control a Wizard", "... if it targets a tapped
creature") and a permanent's cost increases and reductions for other spells
("Instant and sorcery spells you cast cost {1} less to cast", "Noncreature
spells cost {1} more to cast"). The engine applies them as the total cost is
determined (2007 409.1f; 2026 601.2f, 118.7a, 118.8): rulings/engine/spell_costs.py
and rulings/engine/additional_costs.py.

Only generic amounts ({N}) are read; a colored reduction ("cost {B}{R} less"),
a reduction capped by the text, a count the engine can't make ("for each
attacking creature", "for each card you've drawn this turn") or a condition
it can't check stays text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .power_toughness import SUBTYPES, count
from .registry import NotUnderstood, ability_template
from .text import amount

#: subtypes a spell may have besides creature types (205.3 in 2026: artifact, enchantment, spell types)
SPELL_SUBTYPES = {"Aura", "Equipment", "Vehicle", "Arcane", "Trap", "Lesson", "Adventure", "Saga", "Food", "Treasure", "Clue"}
TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "instant": "Instant",
         "sorcery": "Sorcery", "planeswalker": "Planeswalker", "land": "Land"}
COLORS = ("white", "blue", "black", "red", "green")
_SINGULAR = {v: k for k, v in SUBTYPES.items()}  # "Wizard" -> "Wizards"

# --- additional costs (601.2b, 601.2f, 118.8; 2007 409.1b, 409.1f) --------------------------------------
_SACRIFICE = {"an artifact": "artifact", "a land": "land", "an enchantment": "enchantment", "a creature": "creature",
              "an artifact or creature": "artifact_or_creature", "a creature or land": "creature_or_land",
              "a creature or enchantment": "creature_or_enchantment", "an artifact or enchantment": "artifact_or_enchantment"}
ADDITIONAL = re.compile(r"As an additional cost to cast ~, (?P<cost>.+)\.")
#: additional costs with X (the spell's X, announced as it is cast: registry.Card.has_x)
X_COSTS = {"discard X cards": ("discard", "X"), "pay X life": ("life", "X")}


def additional_cost(plain: str) -> dict | None:
    """The card's `additional_cost` for a whole paragraph (self-references as "~"), or None."""
    m = ADDITIONAL.fullmatch(plain)
    if m is None:
        return None
    cost = m.group("cost")
    reveal = re.fullmatch(r"reveal (an?) ([A-Z][a-z]+) card from your hand or pay ((?:\{\d+\})+)", cost)
    if reveal:  # Daring Buccaneer, Silvergill Adept (rulings/engine/reveal_costs.py)
        sub = reveal.group(2)
        if sub not in CREATURE_TYPES or reveal.group(1) != ("an" if sub[0] in "AEIOU" else "a"):
            return None
        return {"reveal": f"subtype:{sub}", "or_pay": reveal.group(3)}
    either = re.fullmatch(r"(?:(?P<first>.+) or pay (?P<mana>(?:\{\d+\}|\{[WUBRG]\})+)|pay (?P<mana2>(?:\{\d+\}|\{[WUBRG]\})+) or (?P<second>.+))", cost)
    if either:  # "sacrifice a creature or pay {3}{B}", "pay {4} or sacrifice an artifact or creature" (the caster chooses)
        other = additional_cost(f"As an additional cost to cast ~, {either.group('first') or either.group('second')}.")
        if other is None or not ({"sacrifice", "discard"} & set(other)):
            return None
        return {**other, "or_pay": either.group("mana") or either.group("mana2")}
    if cost.startswith("sacrifice "):
        what = cost[len("sacrifice "):]
        if what in _SACRIFICE:
            return {"sacrifice": _SACRIFICE[what]}
        from .sacrifice_wordings import additional_sacrifice  # "sacrifice two creatures", "a permanent"
        if (more := additional_sacrifice(what)) is not None:
            return more
        sub = re.fullmatch(r"an? ([A-Z][a-z]+)", what)
        if sub and sub.group(1) in CREATURE_TYPES | {"Forest", "Island", "Mountain", "Plains", "Swamp"}:
            return {"sacrifice": f"subtype:{sub.group(1)}"}
        return None
    if cost == "discard a card at random":  # the caster doesn't choose (rulings/engine/random_discard_costs.py)
        return {"discard": 1, "discard_random": True}
    d = re.fullmatch(r"discard (a|one|two|three) cards?", cost)
    if d and (d.group(1) in ("a", "one")) == cost.endswith("card"):
        return {"discard": amount(d.group(1))}
    if cost in X_COSTS:  # "discard X cards", "pay X life": X announced as it is cast (601.2b / 409.1b)
        return dict([X_COSTS[cost]])
    life = re.fullmatch(r"pay (\d+) life", cost)
    if life and int(life.group(1)) >= 1:
        return {"life": int(life.group(1))}
    if cost == "exile a creature card from your graveyard":
        return {"exile_from_graveyard": "creature"}
    returned = re.fullmatch(r"return an? (land|creature|permanent) you control to its owner's hand", cost)
    if returned:  # Deprive, Familiar's Ruse, Disappearing Act (rulings/engine/additional_costs.py, return_costs.py)
        return {"return_permanents": {"count": 1, "kind": returned.group(1)}}
    return None


# --- a spell's own cost ----------------------------------------------------------------------------------
SELF = re.compile(r"(?:(?:Domain|Metalcraft) — )?~ costs \{(?P<n>\d+)\} less to cast (?P<how>for each|if) (?P<what>[^.]+)\.")


def _plural(what: str) -> str:
    """ "creature card in your graveyard" -> "creature cards in your graveyard"; "Wizard you control" -> "Wizards you control"."""
    if what == "basic land type among lands you control":  # domain
        return "basic land types among lands you control"
    words = what.split(" ")
    for i, w in enumerate(words):
        if w in ("card", "creature", "artifact", "enchantment", "land", "permanent") and (i + 1 == len(words) or words[i + 1] != "card"):
            words[i] = w + "s"
            return " ".join(words)
        if w in _SINGULAR:
            words[i] = _SINGULAR[w]
            return " ".join(words)
    raise NotUnderstood(what)


NUMBER = {"a": 1, "an": 1, "two or more": 2, "three or more": 3, "four or more": 4, "five or more": 5}


def own_cost(plain: str) -> dict:
    """The static ability of "This spell costs {N} less to cast for each ... / if ...": NotUnderstood if it isn't one."""
    m = SELF.fullmatch(plain)
    if m is None:
        raise NotUnderstood(plain)
    n = int(m.group("n"))
    if n < 1:
        raise NotUnderstood(plain)
    sc: dict = {"less": n, "spells": "self"}
    what = m.group("what")
    if plain.startswith("Domain — ") != (what == "basic land type among lands you control"):
        raise NotUnderstood(plain)  # the ability word names what it counts
    if m.group("how") == "for each":
        from .cost_counts import for_each_cost  # attacking creatures
        sc["for_each"] = for_each_cost(what) or count(_plural(what))
        return {"kind": "static", "spell_cost": sc}
    target = re.fullmatch(r"it targets an? (.+)", what)
    if target:  # "if it targets a tapped creature", "... a blue permanent", "... a creature card with mana value 3 or less"
        card = re.fullmatch(r"creature card with mana value (\d+) or less", target.group(1))
        sub = re.fullmatch(r"([A-Z][a-z]+)( you control)?", target.group(1))
        if sub and sub.group(1) in CREATURE_TYPES:  # "if it targets a Spider", "... a Hero you control"
            sc["if_targets"] = {"subtypes": [sub.group(1)], **({"controller": "you"} if sub.group(2) else {})}
        elif card:
            sc["if_targets"] = {"types": ["Creature"], "zone": "graveyard", "mana_value_max": int(card.group(1))}
        else:
            from .targets import parse
            flt = parse("target " + target.group(1))
            if flt.get("zone", "in_play") != "in_play" or "player" in flt:
                raise NotUnderstood(plain)
            sc["if_targets"] = flt
        return {"kind": "static", "spell_cost": sc}
    if what == "you've cast another spell this turn":  # the spells its caster cast this turn (spells_cast_this_turn.py)
        from .spells_cast_this_turn import another_spell
        return another_spell(sc)
    control = re.fullmatch(r"you control (a|an|two or more|three or more|four or more|five or more) (.+)", what)
    if control is None:
        raise NotUnderstood(plain)
    need, noun = NUMBER[control.group(1)], control.group(2)
    if plain.startswith("Metalcraft — ") and not (need == 3 and noun == "artifacts"):
        raise NotUnderstood(plain)
    if need == 1:
        if noun in CREATURE_TYPES or noun in SPELL_SUBTYPES | {"Desert", "Forest", "Island", "Mountain", "Plains", "Swamp"}:
            sc["if_you_control"] = {"subtypes": [noun]}  # "if you control a Wizard", "... a Vehicle"
            return {"kind": "static", "spell_cost": sc}
        try:
            sc["if"] = {**count(f"{_plural(noun)} you control"), "at_least": 1}
            return {"kind": "static", "spell_cost": sc}
        except NotUnderstood:
            from .targets import parse
            flt = parse("target " + noun)  # "a creature with flying", "an artifact creature"
            if set(flt) & {"zone", "player", "controller", "owner", "other", "up_to"}:
                raise NotUnderstood(plain) from None
            sc["if_you_control"] = flt
            return {"kind": "static", "spell_cost": sc}
    sc["if"] = {**count(f"{noun} you control"), "at_least": need}
    return {"kind": "static", "spell_cost": sc}


@ability_template(r"(?:(?:Domain|Metalcraft) — )?~ costs \{\d+\} less to cast (?:for each|if) [^.]+\.")
def own_cost_ability(card, m):
    return [own_cost(m.group(0))]


# --- a permanent's ability changing other spells' costs ----------------------------------------------------
OTHERS = re.compile(r"(?P<what>[A-Za-z ]+?) spells(?P<also> and [a-z]+ (?:creature )?spells)? (?:(?P<caster>you cast|your opponents cast) )?"
                    r"cost \{(?P<n>\d+)\} (?P<dir>less|more) to cast\.")


def spells_filter(words: list[str]) -> dict:
    """ "Instant and sorcery" -> {"types": ["Instant", "Sorcery"]}; "Noncreature" -> {"not_types": ["Creature"]};
    "black creature" -> {"colors": ["black"], "types": ["Creature"]}; "Goblin" -> {"subtypes": ["Goblin"]}."""
    flt: dict = {}
    for phrase in words:
        parts = phrase.split(" ")
        if len(parts) == 2 and parts[0].lower() in COLORS and parts[1] == "creature":
            flt.setdefault("colors", []).append(parts[0].lower())
            flt.setdefault("types", []).append("Creature")
        elif len(parts) == 1 and parts[0].lower() in COLORS:
            flt.setdefault("colors", []).append(parts[0].lower())
        elif len(parts) == 1 and parts[0].lower() in TYPES:
            flt.setdefault("types", []).append(TYPES[parts[0].lower()])
        elif len(parts) == 1 and parts[0].lower().startswith("non") and parts[0].lower()[3:] in TYPES:
            flt.setdefault("not_types", []).append(TYPES[parts[0].lower()[3:]])
        elif len(parts) == 1 and (parts[0] in CREATURE_TYPES or parts[0] in SPELL_SUBTYPES):
            flt.setdefault("subtypes", []).append(parts[0])
        else:
            raise NotUnderstood(phrase)
    kinds = {k for k in flt}
    # "X and Y" joins alike words only: two types, two colors, two subtypes (each any-of), or one kind alone
    if len(words) > 1 and (len(kinds - {"types"}) > 1 or (len(kinds) > 1 and "colors" not in kinds)):
        raise NotUnderstood(" and ".join(words))
    if "not_types" in flt and len(flt) > 1 or len(flt.get("not_types", ())) > 1:
        raise NotUnderstood(" and ".join(words))
    if "colors" in flt and "types" in flt and len(set(flt["types"])) != 1:
        raise NotUnderstood(" and ".join(words))
    return {k: sorted(set(v), key=v.index) for k, v in flt.items()}


@ability_template(r"[A-Za-z ]+? spells(?: and [a-z]+ (?:creature )?spells)? (?:you cast |your opponents cast )?cost \{\d+\} (?:less|more) to cast\.")
def others_cost(card, m):
    """ "Instant and sorcery spells you cast cost {1} less to cast" (Goblin Electromancer), "Noncreature spells
    cost {1} more to cast" (Thalia, Guardian of Thraben), "Blue spells and red spells you cast ..."."""
    o = OTHERS.fullmatch(m.group(0))
    if o is None:
        raise NotUnderstood(m.group(0))
    n = int(o.group("n"))
    if n < 1:
        raise NotUnderstood(m.group(0))
    what = o.group("what")
    words = what.split(" and ") if not o.group("also") else [what, o.group("also")[len(" and "):-len(" spells")]]
    if not o.group("also") and len(words) == 2 and words[0].lower() in COLORS and words[1].split(" ")[0] in COLORS:
        raise NotUnderstood(m.group(0))
    if o.group("also") and (words[0].lower().split(" ")[0] not in COLORS or words[1].split(" ")[0] not in COLORS
                            or words[0].lower().split(" ")[1:] != words[1].split(" ")[1:]):
        raise NotUnderstood(m.group(0))  # "Red creature spells and green creature spells": the same shape twice
    flt = spells_filter([w for w in words])
    sc: dict = {o.group("dir"): n, "spells": flt}
    if o.group("caster"):
        sc["caster"] = "you" if o.group("caster") == "you cast" else "opponent"
    return [{"kind": "static", "spell_cost": sc}]


@ability_template(r"Spells (?:(you cast|your opponents cast) )?cost \{(\d+)\} (less|more) to cast\.")
def every_spells_cost(card, m):
    """ "Spells your opponents cast cost {1} more to cast" (Grand Arbiter Augustin IV): every spell, by its caster."""
    n = int(m.group(2))
    if n < 1:
        raise NotUnderstood(m.group(0))
    sc: dict = {m.group(3): n, "spells": "any"}
    if m.group(1):
        sc["caster"] = "you" if m.group(1) == "you cast" else "opponent"
    return [{"kind": "static", "spell_cost": sc}]


@ability_template(r"Spells (?:(you cast|your opponents cast) )?that target ~ cost \{(\d+)\} (less|more) to cast\.")
def spells_targeting_it_cost(card, m):
    """ "Spells your opponents cast that target this creature cost {2} more to cast": only a spell with the
    permanent among its chosen targets (they are chosen before the total cost is determined, 601.2c / 409.1c)."""
    n = int(m.group(2))
    if n < 1 or not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    sc: dict = {m.group(3): n, "spells": "any", "targeting_source": True}
    if m.group(1):
        sc["caster"] = "you" if m.group(1) == "you cast" else "opponent"
    return [{"kind": "static", "spell_cost": sc}]
