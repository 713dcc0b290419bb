"""Keywords that reduce or pay part of a spell's total cost, once it is
determined (2007 409.1f; 2026 601.2f):

* affinity for artifacts (creatures, enchantments, Equipment) (2007 502.31a; 2026
  702.41a): the spell costs {1} less for each artifact (...) its caster controls, generic mana only, never below 0
  (2007 502.31b; 2026 601.2f);
* convoke (2007 502.46a; 2026 702.51a): each untapped creature the caster taps
  pays one generic mana or one mana of one of its colors; the action names
  them in `pay.convoke` (a two-color hybrid symbol, such as {W/U}, by a creature of
  either color).

* undaunted (2026 702.125a): the spell costs {1} less for each opponent its caster
  has (players who left the game aren't counted, 702.125b; each instance applies,
  702.125c), generic mana only; later than February 2007, so under those rules
  it costs its full mana cost and the replay says so;
* delve (2026 702.66a): each card the caster exiles from their graveyard, named in
  `pay.delve`, pays one generic mana;
* improvise (2026 702.126a): each untapped artifact the caster taps, named in
  `pay.improvise`, pays one generic mana.
Delve and improvise are later than February 2007: under those rules the action
is refused if it names them (and the replay says the keyword does nothing).

`plan` checks what the action chose and works out the cost left to pay in
mana, changing nothing (legality); `pay` taps the convoking creatures as the
total cost is paid (409.1h; 601.2h)."""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from .continuous import characteristics
from .errors import IllegalAction
from .mana import COLOR_OF, ManaCost
from .targets import display


# affinity for [text] (702.41a): the keyword -> what it counts (a card type, or Equipment, a subtype)
AFFINITY = {"affinity_for_artifacts": ("types", "Artifact", "artifact"), "affinity_for_creatures": ("types", "Creature", "creature"),
            "affinity_for_enchantments": ("types", "Enchantment", "enchantment"),
            "affinity_for_equipment": ("subtypes", "Equipment", "Equipment")}
#: affinity for a subtype (Scales of Shale's Lizards, Tangle Golem's Forests) or for planeswalkers: 702.41a's "[text]"
AFFINITY_SUBTYPES = ("Forest", "Island", "Mountain", "Plains", "Swamp", "Gate", "Town", "Food", "Lizard", "Frog", "Knight",
                     "Sliver", "Cat", "Bird", "Human", "Spirit", "Citizen")
AFFINITY.update({f"affinity_for_{t.lower()}{'' if t == 'Plains' else 's'}": ("subtypes", t, t) for t in AFFINITY_SUBTYPES})
AFFINITY["affinity_for_planeswalkers"] = ("types", "Planeswalker", "planeswalker")
AFFINITY.update({f"affinity_for_{p}": ("subtypes", t, t) for t, p in (("Phyrexian", "phyrexians"), ("Ally", "allies"),
                                                                  ("Dalek", "daleks"), ("Clown", "clowns"))})


def undaunted_less(game, player, c) -> int:
    """How much less undaunted makes the spell cost (702.125a-c); 0 under the 2007 rules."""
    n = c.keyword_count("undaunted")
    return n * len(game.opponents(player.index)) if n and game.rules.applies("undaunted") else 0


def affinity_less(game, player, c) -> tuple[int, list[str]]:
    """How much less affinity makes the spell cost (each instance applies, 702.41b), and what it counted."""
    less, said = 0, []
    for kw, (where, what, word) in AFFINITY.items():
        n = c.keyword_count(kw)
        if n:
            count = sum(1 for o in game.in_play(player.index) if what in getattr(characteristics(game, o), where))
            less += n * count
            said.append(f"{count} {'Allies' if word == 'Ally' and count != 1 else word}{'s' if count != 1 and word not in ('Equipment', 'Plains', 'Ally') else ''}" + (f" ({n} instances)" if n > 1 else ""))
    return less, said


@dataclass
class Plan:
    cost: ManaCost  # what is left to pay with mana, X already counted into it
    convoke: list = field(default_factory=list)  # (creature id, the symbol it pays: "W".."G" or "1")
    delve: list = field(default_factory=list)  # ids of graveyard cards exiled, each for {1}
    improvise: list = field(default_factory=list)  # ids of artifacts tapped, each for {1}
    cites: list = field(default_factory=list)


def plan(game, player, c, cost: ManaCost, x: int, pay: dict, name: str, spell=None, targets=()) -> Plan:
    """The total cost after cost increases and reductions (`spell`, the spell's object:
    spell_costs.py) and affinity, and the creatures that convoke it; IllegalAction naming
    `pay.convoke` if the creatures named can't pay this way."""
    left = ManaCost(dict(cost.colored), cost.generic + cost.x_count * x, 0, cost.hybrid, cost.phyrexian)
    out = Plan(left)
    if spell is not None:  # 409.1f; 2026 601.2f, 118.7a
        from .spell_costs import apply
        out.cites += apply(game, player, spell, left, targets)
    total, said = affinity_less(game, player, c)
    if said:
        less = min(total, left.generic)
        left.generic -= less
        out.cites.append(("affinity", f"{name} costs {{1}} less for each of what its affinity counts that {player.name} controls "
                                      f"({', '.join(said)}): {{{less}}} less, generic mana only and never less than 0"))
    if c.keyword_count("undaunted"):
        if game.rules.applies("undaunted"):
            less = min(undaunted_less(game, player, c), left.generic)
            left.generic -= less
            out.cites.append(("undaunted", f"{name} costs {{1}} less for each opponent {player.name} has "
                                           f"({len(game.opponents(player.index))}): {{{less}}} less, generic mana only"))
        else:
            out.cites.append(("total_cost", f"undaunted came later than February 2007 and the 2007 rules don't have it: {name} "
                                            "costs its full mana cost"))
    chosen = list((pay or {}).get("convoke") or ())
    if chosen:
        out.convoke = _convoke(game, player, c, left, chosen, name)
        said = ", ".join(f"{display(game, game.objects[oid])} pays {{{sym}}}" for oid, sym in out.convoke)
        out.cites.append(("convoke", f"each creature tapped for convoke pays one generic mana or one mana of its color: {said}"))
    for kw in ("delve", "improvise"):
        chosen = list((pay or {}).get(kw) or ())
        if chosen:
            setattr(out, kw, _generic_payers(game, player, c, left, kw, chosen, name))
            what = "card exiled from the graveyard" if kw == "delve" else "artifact tapped"
            out.cites.append((kw, f"each {what} pays one generic mana: {{{len(chosen)}}} of the total cost"))
    return out


def with_affinity(game, player, c, cost: str | None, spell=None) -> str | None:
    """The mana cost `cost` less affinity for artifacts' reduction (generic mana only, X
    untouched), and changed by the cost increases and reductions that don't depend on the
    targets (spell_costs.py, `spell` its object): what `legal_actions` offers to pay, as `plan` would reduce it."""
    less, said = affinity_less(game, player, c)
    less += undaunted_less(game, player, c)  # 2026 702.125a
    more = 0
    if spell is not None:
        from .spell_costs import changes
        more, other, found = changes(game, player, spell, known_targets=False)
        if found:
            less, said = less + other, said or ["changes"]
    colored = {}
    if spell is not None:  # "Black spells you cast cost {B} more to cast" (colored_cost_increases.py)
        from .colored_cost_increases import colored_more
        colored, _ = colored_more(game, player, spell)
    if not (less or more or colored) or cost is None:
        return cost
    from .mana import parse_cost
    parsed = parse_cost(cost)
    from .colored_cost_increases import add
    add(parsed, colored)
    parsed.generic += more
    parsed.generic -= min(less, parsed.generic)
    return "{X}" * parsed.x_count + parsed.text() or "{0}"


def _generic_payers(game, player, c, left: ManaCost, kw: str, chosen: list, name: str) -> list:
    """Delve's graveyard cards or improvise's artifacts: each pays one generic mana of what is left."""
    field_name = f"pay.{kw}"
    if not game.rules.applies(kw):
        raise IllegalAction("total_cost", f"{field_name}: {kw} is later than February 2007; the {game.rules.title} don't have it, "
                                          "so nothing can be paid with it", "playing_spell_steps")
    if not c.has_keyword(kw):
        raise IllegalAction(kw, f"{field_name}: {name} has no {kw}", "playing_spell_steps")
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(kw, f"{field_name} names the same object twice", "playing_spell_steps")
    for oid in chosen:
        obj = game.objects.get(oid)
        if kw == "delve" and (obj is None or obj.zone != "graveyard" or obj.owner != player.index):
            raise IllegalAction(kw, f"{field_name}: {oid} is not a card in {player.name}'s graveyard", "playing_spell_steps")
        if kw == "improvise":
            if obj is None or obj.zone != "in_play" or obj.controller != player.index or "Artifact" not in characteristics(game, obj).types:
                raise IllegalAction(kw, f"{field_name}: {oid} is not an artifact {player.name} controls", "playing_spell_steps")
            if obj.tapped:
                raise IllegalAction(kw, f"{field_name}: {display(game, obj)} is tapped; only untapped artifacts can improvise",
                                    "playing_spell_steps")
    if len(chosen) > left.generic:
        raise IllegalAction(kw, f"{field_name} names {len(chosen)} objects but only {{{left.generic}}} of {name}'s total cost is "
                                "generic mana, and each pays one generic mana", "playing_spell_steps")
    left.generic -= len(chosen)
    return chosen


def _convoke(game, player, c, left: ManaCost, chosen: list, name: str) -> list:
    if not c.has_keyword("convoke"):
        raise IllegalAction("convoke", f"pay.convoke: {name} has no convoke, so no creature can be tapped to pay for it",
                            "playing_spell_steps")
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("convoke", "pay.convoke names a creature twice: each creature is tapped once", "playing_spell_steps")
    options = []
    for oid in chosen:
        obj = game.objects.get(oid)
        oc = characteristics(game, obj) if obj is not None else None
        if obj is None or obj.zone != "in_play" or obj.controller != player.index or not oc.is_creature:
            raise IllegalAction("convoke", f"pay.convoke: {oid} is not a creature {player.name} controls {game.words.in_play}",
                                "playing_spell_steps")
        if obj.tapped:
            raise IllegalAction("convoke", f"pay.convoke: {display(game, obj)} is tapped; only untapped creatures can convoke",
                                "playing_spell_steps")
        # a colored symbol of one of its colors, a two-color hybrid symbol with one of them ({W/U}: 2026 107.4e), or generic
        hybrids = [f"{h[0]}/{h[1]}" for h in left.hybrid if "2" not in h and any(COLOR_OF.get(x) in oc.colors for x in h)]
        options.append([sym for sym, color in COLOR_OF.items() if color in oc.colors and left.colored.get(sym)] + hybrids + ["1"])
    for picks in product(*options):  # a way for every creature named to pay one mana of the cost
        need = dict(left.colored, **{"1": left.generic})
        for h in left.hybrid:
            need[f"{h[0]}/{h[1]}"] = need.get(f"{h[0]}/{h[1]}", 0) + 1
        if all(need.get(p, 0) >= picks.count(p) for p in set(picks)):
            hybrid = list(left.hybrid)
            for p in picks:
                if p == "1":
                    left.generic -= 1
                elif "/" in p:
                    hybrid.remove(tuple(p.split("/")))
                else:
                    left.colored[p] -= 1
            left.colored = {k: v for k, v in left.colored.items() if v}
            left.hybrid = tuple(hybrid)
            return list(zip(chosen, picks))
    raise IllegalAction("convoke", f"pay.convoke: the {len(chosen)} creatures named can't each pay one mana of {name}'s total cost "
                                   "(each pays one generic mana or one mana of one of its colors)", "playing_spell_steps")


def pay(game, player, p: Plan, name: str) -> None:
    """Tap the creatures that convoke the spell, as its total cost is paid."""
    from .log import emit
    if p.improvise:
        for oid in p.improvise:
            if game.objects[oid].tapped:
                raise IllegalAction("improvise", f"pay.improvise: {display(game, game.objects[oid])} was tapped for mana while paying, "
                                                 "so it can't also be tapped to improvise", "playing_spell_steps")
            game.objects[oid].tapped = True
        emit(game, f"{player.name} taps {', '.join(display(game, game.objects[o]) for o in p.improvise)} to improvise {name}: "
                   f"{{{len(p.improvise)}}} paid.",
             ("improvise", "an artifact tapped this way pays for one generic mana of the spell's total cost"),
             ("pay_total_cost", "the total cost is paid"))
    if p.delve:
        names = [display(game, game.objects[o]) for o in p.delve]
        for oid in p.delve:
            game.move(game.objects[oid], "removed_from_game")
        emit(game, f"{player.name} exiles {', '.join(names)} from their graveyard to delve {name}: {{{len(p.delve)}}} paid.",
             ("delve", "a card exiled this way pays for one generic mana of the spell's total cost"),
             ("pay_total_cost", "the total cost is paid"))
    if not p.convoke:
        return
    for oid, _ in p.convoke:
        if game.objects[oid].tapped:  # a mana ability played while paying (601.2g) tapped it
            raise IllegalAction("convoke", f"pay.convoke: {display(game, game.objects[oid])} was tapped for mana while paying, "
                                           "so it can't also be tapped to convoke", "playing_spell_steps")
        game.objects[oid].tapped = True
    said = ", ".join(f"{display(game, game.objects[oid])} ({{{sym}}})" for oid, sym in p.convoke)
    emit(game, f"{player.name} taps {said} to convoke {name}.",
         ("convoke", "a creature tapped this way pays for one mana of the spell's total cost"),
         ("pay_total_cost", "the total cost is paid"))
