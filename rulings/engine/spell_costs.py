"""Cost increases and reductions that static abilities apply to a spell as its
total cost is determined (2007 409.1f: "the mana cost ... plus all cost
increases and minus all cost reductions"; 2026 601.2f, where the mana component
"can't be reduced to less than {0}", and 118.7a: a reduction by generic mana
affects only the generic component).

A card's static ability `{"kind": "static", "spell_cost": {...}}`:

* `"less": N` or `"more": N`: {N} generic mana less or more;
* `"spells": "self"`: "This spell costs {N} less to cast ..." (a static ability
  that works while the spell is on the stack: 2007 401.6; 2026 601.2f), with
  at most one of
  `"for_each"`: a count of rulings/engine/characteristic_defining.py, counted
  for the caster ("for each creature card in your graveyard");
  `"if"`: such a count and `"at_least": N` ("if you control a Wizard", "if you
  control three or more artifacts");
  `"if_you_control"`: a target filter one of the permanents the caster controls must fit
  ("if you control a creature with flying", "if you control a Vehicle");
  `"if_targets"`: a target filter one of the spell's chosen targets must fit
  ("if it targets a tapped creature": the targets are chosen before the total
  cost is determined, 2007 409.1c; 2026 601.2c);
* otherwise `"spells"` is "any" (every spell: "Spells your opponents cast cost {1} more to
  cast") or a filter of the spells a permanent's ability changes
  (`types`: any of them; `not_types`; `subtypes`: any of them; `colors`: any of
  them; every field given must hold) and `"caster"` is "you" or "opponent"
  (none: every player's spells): "Instant and sorcery spells you cast cost {1}
  less to cast", "Noncreature spells cost {1} more to cast". It applies while
  the permanent is in play; with `"targeting_source": true` only to spells that
  target that permanent ("Spells your opponents cast that target this creature
  cost {2} more to cast").

Increases are added first, then every reduction taken from the generic mana
left, never below {0}: the order of reductions doesn't matter (2026 601.2f
lets the player choose it), since all of them take generic mana only.
"""
from __future__ import annotations

from types import SimpleNamespace

from .continuous import characteristics

SPELL_FILTER_FIELDS = ("types", "not_types", "subtypes", "colors")
SPELL_FILTER_FIELDS += ("color_kind",)  # "Colorless spells you cast" / "Multicolored spells" (target_filter.COLOR_KINDS)
#: "During turns other than yours, spells you cast cost {1} less to cast" (Naiad of Hidden Coves): only while it isn't the turn
#: of the permanent's controller (`"during": "not_your_turn"`)
DURING = ("not_your_turn",)
#: "The second spell you cast each turn costs {1} less to cast" (Highspire Bell-Ringer): `"nth_spell_this_turn": 2`, only a
#: spell its caster cast after exactly one other this turn (the spell isn't cast until its costs are paid: 2026 601.2i)
NTH_RANGE = (2, 5)
CASTERS = ("you", "opponent")
CONDITIONS = ("for_each", "if", "if_targets", "if_you_control")
AMOUNT_RANGE = (1, 20)
AT_LEAST_RANGE = (1, 20)


def fits(spec: dict, c) -> bool:
    """Whether a spell of characteristics `c` is one of the spells `spec` describes ("any": every spell)."""
    if spec == "any":
        return True
    if spec.get("types") and not set(c.types) & set(spec["types"]):
        return False
    if any(t in c.types for t in spec.get("not_types", ())):
        return False
    if spec.get("subtypes") and not any(s in c.subtypes for s in spec["subtypes"]):  # `in`: changeling (702.73a)
        return False
    if spec.get("color_kind"):  # 2007 203.2 and the glossary; 2026 105.2a-c
        from .target_filter import color_kind
        if color_kind(c.colors) != spec["color_kind"]:
            return False
    return not (spec.get("colors") and not set(c.colors) & set(spec["colors"]))


def _count(game, player: int, spec: dict) -> int:
    from . import cost_counts  # total / greatest power of creatures you control
    if spec.get("count") in cost_counts.KINDS:
        return cost_counts.amount(game, player, spec)
    from .characteristic_defining import amount
    return amount(game, SimpleNamespace(controller=player), spec)  # counted for the caster


def _self_applies(game, player: int, sc: dict, spell, targets) -> tuple[int, str] | None:
    """How many times a spell's own reduction applies (1 without "for_each"), and why; None if it doesn't."""
    if "for_each" in sc:
        n = _count(game, player, sc["for_each"])
        return n, f"{n} counted"
    if "if" in sc:
        n = _count(game, player, sc["if"])
        return (1, f"the condition holds ({n} counted, at least {sc['if']['at_least']} needed)") if n >= sc["if"]["at_least"] else None
    if "if_you_control" in sc:
        from .target_filter import describe, why_not
        from .targets import display
        for obj in game.in_play(player):
            if why_not(game, sc["if_you_control"], obj, display(game, obj), None, None, player) is None:
                what = describe(sc["if_you_control"], game.words.today).removeprefix("target ")
                return 1, f"{game.players[player].name} controls {display(game, obj)}, {_a(what)}"
        return None
    if "if_targets" in sc:
        from .target_filter import describe, why_not
        from .targets import display
        for ref in targets or ():
            obj = game.objects.get(ref.id) if ref.kind == "object" else None
            if obj is not None and why_not(game, sc["if_targets"], obj, display(game, obj), getattr(spell, "id", None),
                                           getattr(spell, "id", None), player) is None:
                what = describe(sc["if_targets"], game.words.today).removeprefix("target ")
                return 1, f"it targets {display(game, obj)}, {_a(what)}"
        return None
    return 1, ""


def _a(words: str) -> str:
    return ("an " if words[:1] in "aeiou" else "a ") + words


def changes(game, player, spell, targets=(), known_targets: bool = True) -> tuple[int, int, list]:
    """(generic mana more, generic mana less, citations) for `spell` (its object) cast by `player`.
    With `known_targets` False (listing legal actions before targets are chosen), a reduction
    that depends on the targets is left out: the cost then only errs upward."""
    from .targets import display
    c = characteristics(game, spell)
    more = less = 0
    cites = []
    name = display(game, spell)
    if not getattr(spell, "face_down", False):  # a face-down spell has no abilities (morph)
        for ab in c.abilities:
            sc = ab.get("spell_cost") if ab.get("kind") == "static" else None
            if not sc or sc.get("spells") != "self":
                continue
            if "if_targets" in sc and not known_targets:
                continue
            found = _self_applies(game, player.index, sc, spell, targets)
            if found is None:
                continue
            times, why = found
            n = sc.get("less", 0) * times
            m = sc.get("more", 0) * times
            less += n
            more += m
            cites.append(("total_cost", f"{name}'s own ability: {{{n or m}}} {'less' if n else 'more'}"
                                        + (f" ({why})" if why else "") + f": \"{ab.get('text', '')}\""))
    for source in game.in_play():
        for ab in characteristics(game, source).abilities:
            sc = ab.get("spell_cost") if ab.get("kind") == "static" else None
            if not sc or sc.get("spells") == "self" or "more_mana" in sc or not fits(sc.get("spells", {}), c):
                continue  # (a colored increase: colored_cost_increases.py)
            if sc.get("targeting_source") and known_targets and not any(
                    ref.kind == "object" and ref.id == source.id and ref.zcc == source.zcc for ref in targets or ()):
                continue  # (targets unknown: an increase is counted, so the cost offered errs upward)
            if sc.get("targeting_source") and not known_targets and sc.get("less"):
                continue
            if sc.get("during") == "not_your_turn" and game.active == source.controller:
                continue  # "During turns other than yours": it's its controller's turn
            if sc.get("nth_spell_this_turn") and player.spells_cast_this_turn != sc["nth_spell_this_turn"] - 1:
                continue  # "The second spell you cast each turn": not the caster's second this turn
            caster = sc.get("caster")
            if caster == "you" and source.controller != player.index:
                continue
            if caster == "opponent" and player.index not in {p.index for p in game.opponents(source.controller)}:
                continue
            less += sc.get("less", 0)
            more += sc.get("more", 0)
            amount = sc.get("less") or sc.get("more")
            cites.append(("total_cost", f"{display(game, source)} makes {name} cost {{{amount}}} "
                                        f"{'less' if sc.get('less') else 'more'}: \"{ab.get('text', '')}\""))
    return more, less, cites


def apply(game, player, spell, left, targets=(), known_targets: bool = True) -> list:
    """Change the ManaCost `left` (X already counted into its generic mana) by the static
    abilities that apply to `spell`: increases first, then reductions of generic mana only,
    never below {0}. The citations to give."""
    more, less, cites = changes(game, player, spell, targets, known_targets)
    from .colored_cost_increases import add, colored_more  # "Black spells you cast cost {B} more to cast"
    colored, colored_cites = colored_more(game, player, spell)
    add(left, colored)
    cites += colored_cites
    if not cites:
        return []
    left.generic += more
    taken = min(less, left.generic)
    left.generic -= taken
    why = f"{{{more}}} more and {{{less}}} less" if more and less else f"{{{more}}} more" if more else f"{{{less}}} less"
    if not (more or less):  # a colored increase only
        return cites + [("total_cost", "the total cost is changed by " + "".join("{%s}" % k * n for k, n in colored.items()) + f" more: {left.text()}")]
    floor = f" ({{{taken}}} of it taken: only generic mana is reduced, and never below {{0}})" if taken != less else ""
    out = cites + [("total_cost", f"the total cost is changed by {why}{floor}: {left.text() or '{0}'}")]
    if less and game.rules.applies("generic_reduction"):
        out.append(("generic_reduction", "a reduction by an amount of generic mana reduces only the cost's generic component"))
    return out


# --- the scenario's card vocabulary --------------------------------------------------------------
def problems(sc) -> list[tuple[str, str]]:
    """What is wrong with a `spell_cost`, as (field, message) pairs."""
    from .characteristic_defining import KINDS
    from .cost_counts import KINDS as COST_KINDS
    KINDS = KINDS + COST_KINDS
    from .characteristic_defining import problems as count_problems
    from .target_filter import LIST_FIELDS
    from .target_filter import problems as filter_problems
    out: list[tuple[str, str]] = []
    if not isinstance(sc, dict):
        return [("", "must be an object")]
    if "more_mana" in sc:  # "Black spells you cast cost {B} more to cast" (colored_cost_increases.py)
        from .colored_cost_increases import problems as colored_problems
        out += colored_problems(sc)
        sc = {**{k: v for k, v in sc.items() if k != "more_mana"}, "more": 1}  # checked below as an increase of a permanent's
    known = ("less", "more", "spells", "caster", "targeting_source", "during", "nth_spell_this_turn", *CONDITIONS)
    for k in sc:
        if k not in known:
            out.append((k, "unknown field: one of " + ", ".join(f'"{f}"' for f in known)))
    if ("less" in sc) == ("more" in sc):
        out.append(("", 'needs one of "less" or "more"'))
    for k in ("less", "more"):
        if k in sc and (isinstance(sc[k], bool) or not isinstance(sc[k], int) or not AMOUNT_RANGE[0] <= sc[k] <= AMOUNT_RANGE[1]):
            out.append((k, f"must be an integer from {AMOUNT_RANGE[0]} to {AMOUNT_RANGE[1]}"))
    spells = sc.get("spells")
    if spells == "self":
        if "targeting_source" in sc:
            _bad(out, "targeting_source", 'is only for a permanent\'s ability ("spells" a filter or "any")')
        if "caster" in sc:
            _bad(out, "caster", 'is only for a permanent\'s ability ("spells" a filter); a spell\'s own cost is its caster\'s')
        if "during" in sc:
            _bad(out, "during", 'is only for a permanent\'s ability ("spells" a filter or "any")')
        if "nth_spell_this_turn" in sc:
            _bad(out, "nth_spell_this_turn", 'is only for a permanent\'s ability ("spells" a filter or "any")')
        if sum(k in sc for k in CONDITIONS) > 1:
            out.append(("", 'at most one of "for_each", "if", "if_targets", "if_you_control"'))
        for k in ("for_each", "if"):
            if k in sc:
                spec = sc[k]
                if not isinstance(spec, dict) or spec.get("count") not in KINDS:
                    out.append((f"{k}.count", "must be one of " + ", ".join(f'"{x}"' for x in KINDS)))
                    continue
                if k == "if":
                    n = spec.get("at_least")
                    if isinstance(n, bool) or not isinstance(n, int) or not AT_LEAST_RANGE[0] <= n <= AT_LEAST_RANGE[1]:
                        _bad(out, "if.at_least", f"must be an integer from {AT_LEAST_RANGE[0]} to {AT_LEAST_RANGE[1]}")
                    spec = {x: y for x, y in spec.items() if x != "at_least"}
                if spec.get("count") in COST_KINDS:  # cost_counts.py: no filter, no plus
                    out += [(f"{k}.{f}", f'a count of "{spec["count"]}" has none') for f in ("filter", "plus") if f in spec]
                else:
                    out += [(f"{k}.{f}", m) for f, m in count_problems(spec)]
                if set(spec) - {"count", "filter", "plus"}:
                    out.append((k, "unknown field"))
        for k in ("if_targets", "if_you_control"):
            if k not in sc:
                continue
            if not isinstance(sc[k], dict):
                _bad(out, k, "must be a target filter object")
            else:
                from .scenario.vocabulary import KEYWORDS
                out += [(f"{k}.{f}", m) for f, m in filter_problems(sc[k], KEYWORDS)]
                if k == "if_you_control":
                    out += [(f"{k}.{f}", "a permanent its caster controls: not a field it can have")
                            for f in sc[k] if f in ("zone", "player", "controller", "owner", "other", "up_to")]
    elif isinstance(spells, dict) or spells == "any":
        for k in CONDITIONS:
            if k in sc:
                out.append((k, 'is only for "spells": "self"'))
        if "targeting_source" in sc and sc["targeting_source"] is not True:
            _bad(out, "targeting_source", "must be true")
        n = sc.get("nth_spell_this_turn")
        if "nth_spell_this_turn" in sc and (isinstance(n, bool) or not isinstance(n, int) or not NTH_RANGE[0] <= n <= NTH_RANGE[1]
                                            or sc.get("caster") != "you"):
            _bad(out, "nth_spell_this_turn", f'must be an integer from {NTH_RANGE[0]} to {NTH_RANGE[1]}, with "caster": "you"')
        if "during" in sc and sc["during"] not in DURING:
            _bad(out, "during", 'must be "not_your_turn"')
        if "caster" in sc and sc["caster"] not in CASTERS:
            _bad(out, "caster", 'must be "you" or "opponent"')
        if not spells:
            _bad(out, "spells", "must name at least one of " + ", ".join(SPELL_FILTER_FIELDS))
        for k, v in (spells.items() if isinstance(spells, dict) else ()):
            if k not in SPELL_FILTER_FIELDS:
                out.append((f"spells.{k}", "unknown field: one of " + ", ".join(f'"{f}"' for f in SPELL_FILTER_FIELDS)))
            elif k == "color_kind":
                from .target_filter import COLOR_KINDS
                if v not in COLOR_KINDS:
                    out.append((f"spells.{k}", "must be one of " + ", ".join(f'"{o}"' for o in COLOR_KINDS)))
            elif k == "subtypes":
                if not isinstance(v, list) or not v or not all(isinstance(s, str) and s.strip() for s in v):
                    out.append((f"spells.{k}", "must be a non-empty list of subtypes"))
            elif not isinstance(v, list) or not v or any(w not in LIST_FIELDS[k] for w in v):
                out.append((f"spells.{k}", "must be a non-empty list of " + ", ".join(f'"{o}"' for o in LIST_FIELDS[k])))
    else:
        _bad(out, "spells", 'must be "self", "any" or a filter of spells (types, not_types, subtypes, colors)')
    return out


def _bad(out: list, field: str, message: str) -> None:
    out.append((field, message))
