"""Choices made as a spell or ability resolves, not targets (2007 413.2c; 2026 608.2d), and the
sentences after them that read the choice:

* "Target opponent chooses a creature they control. Destroy that creature." (Imperial Edict, Wei
  Assassins): the player named chooses one of their creatures (the engine's
  player_chooses_permanent, effects/chosen_permanent.py); "that creature" is the chosen one, not a
  target (shroud or protection doesn't stop the choice).
* "Each player chooses a creature they control. Destroy the rest." (Divine Reckoning): each player's
  choice in APNAP order, then every creature not chosen destroyed at once.
* "Target opponent chooses a creature they control. Other creatures they control can't block this
  turn." (Goblin War Cry): a restriction on blocking for the rest of the turn on every creature that
  player controls but the chosen one (the engine's others_cant_block_this_turn).
* "Choose a creature type other than Wall. Target creature becomes that type until end of turn."
  (Mistform Mutant, Imagecrafter), "Each creature becomes that type until end of turn" (Standardize),
  "Choose a creature type. Each creature you control becomes that type until end of turn": the type
  chosen as it resolves (choose_value) replaces the creature's creature types until end of turn
  (effects/chosen_type_change.py).
* "Choose two target creatures controlled by the same player. That player sacrifices one of them of
  their choice." (Incriminate), "... Their controller chooses and sacrifices one of them. Return the
  other to its owner's hand." (Barrin's Spite), "... the same opponent. That player chooses and
  sacrifices one of those creatures. Put a -1/-1 counter on the other." (Retribution), "Exile one of
  those creatures and put two +1/+1 counters on the other." (Cannibalize): two targets of one player
  (rulings/engine/same_controller.py), one of them chosen as it resolves (effects/one_of_two.py);
  "That player chooses one of those creatures. ~ deals 5 damage to that creature, and the other can't
  block this turn." (Trial of Agony).
* "Choose an opponent. If that player has more cards in hand than you, draw cards equal to the
  difference." (Sandstone Oracle, Slithermuse): the opponent chosen as it resolves, not targeted
  (effects/chosen_player.py).
* "Choose a number between 0 and 13. Each player sacrifices that many creatures of their choice."
  (By Invitation Only); "... deals that much damage to target creature" (My Deck is About a
  Seven): the controller chooses the number (effects/chosen_number.py), "that many" / "that much"
  read it.

Precision: the choosing sentence comes first in its effect (so "that creature" / "that many" can
mean nothing else); the sentence reading it must follow at once and be one of the forms above.
"Choose a number" without bounds, "at random", "secretly", a choice of another kind of permanent
and anything else after the choice stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, pass_on
from .targets import TARGET_RE, ref


def _last(eff, do: str) -> dict | None:
    """The effect's last instruction if it is `do` (the choice the sentence reads), else None."""
    return eff.steps[-1] if eff.steps and eff.steps[-1].get("do") == do else None


@effect_template(r"(target opponent|target player) chooses a creature they control")
def player_chooses_a_creature(eff, m):
    """ "Target opponent chooses a creature they control": first in its effect."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "player_chooses_permanent", "player": ref(eff, m.group(1)), "chosen": "creature"})


@effect_template(r"each player chooses a creature they control")
def each_player_chooses_a_creature(eff, m):
    """ "Each player chooses a creature they control" (Divine Reckoning): first in its effect; in APNAP
    order (the engine's players_choose_permanents)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "players_choose_permanents", "players": "each_player", "chosen": "creature"})


@effect_template(r"destroy the rest")
def destroy_the_rest(eff, m):
    """ "Destroy the rest" right after each player chose a creature: every creature not chosen."""
    if _last(eff, "players_choose_permanents") is None:
        return pass_on(eff, m, destroy_the_rest)
    eff.steps.append({"do": "destroy_the_rest", "chosen": "creature"})


@effect_template(r"destroy that creature")
def destroy_the_chosen_creature(eff, m):
    """ "Destroy that creature" right after the choice: the chosen creature (the engine's "it")."""
    if _last(eff, "player_chooses_permanent") is None:
        return pass_on(eff, m, destroy_the_chosen_creature)
    eff.steps.append({"do": "destroy", "what": "it"})


@effect_template(r"other creatures they control can't block this turn")
def others_cant_block(eff, m):
    """ "Other creatures they control can't block this turn" (Goblin War Cry, Eunuchs' Intrigues) right
    after the choice: "they" the player who chose, "other" every creature but the chosen one."""
    chose = _last(eff, "player_chooses_permanent")
    if chose is None:
        return pass_on(eff, m, others_cant_block)
    eff.steps.append({"do": "others_cant_block_this_turn", "player": chose["player"]})


@effect_template(r"choose a number between (\d+) and (\d+)")
def choose_a_number(eff, m):
    """ "Choose a number between 0 and 13": both bounds allowed; first in its effect."""
    lo, hi = int(m.group(1)), int(m.group(2))
    if eff.steps or eff.targets or lo > hi:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "choose_number", "min": lo, "max": hi})


@effect_template(r"each player sacrifices that many creatures of their choice")
def each_player_sacrifices_that_many(eff, m):
    """By Invitation Only: each player chooses that many creatures they control and they are
    sacrificed at once (the engine's players_sacrifice, effects/edict.py; 2026 101.4)."""
    if _last(eff, "choose_number") is None:
        return pass_on(eff, m, each_player_sacrifices_that_many)
    eff.steps.append({"do": "players_sacrifice", "players": "each_player", "count": {"count": "chosen_number"}})


@effect_template(rf"~ deals that much damage to ({TARGET_RE})")
def that_much_damage(eff, m):
    """ "~ deals that much damage to target creature" right after "Choose a number between 6 and 8"."""
    if _last(eff, "choose_number") is None:
        return pass_on(eff, m, that_much_damage)
    phrase = " ".join(m.group(1).lower().split())
    if phrase != "target creature":
        raise NotUnderstood(m.group(0))  # the one phrase of the pool's cards
    eff.steps.append({"do": "damage", "amount": {"count": "chosen_number"}, "to": ref(eff, phrase)})


@effect_template(r"choose a creature type other than (Wall)")
def choose_a_creature_type_other_than(eff, m):
    """ "Choose a creature type other than Wall": first in its effect (the engine's choose_value with
    `other_than`, effects/chosen_value.py; a choice of Wall is refused)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "choose_value", "kind": "creature_type", "other_than": m.group(1)})


@effect_template(rf"({TARGET_RE}|each creature|each creature you control) becomes that type until end of turn")
def becomes_that_type(eff, m):
    """ "Target creature / Each creature (you control) becomes that type until end of turn" right after
    the choice of a creature type: its creature types replaced by the chosen one (the engine's
    becomes_chosen_creature_type, effects/chosen_type_change.py); each creature there as it resolves."""
    chose = _last(eff, "choose_value")
    if chose is None or chose.get("kind") != "creature_type":
        return pass_on(eff, m, becomes_that_type)
    who = " ".join(m.group(1).lower().split())
    step = {"do": "becomes_chosen_creature_type", "until": "end_of_turn"}
    if who == "target creature":
        eff.steps.append({**step, "to": ref(eff, who)})
    elif who in ("each creature", "each creature you control"):
        eff.steps.append({"do": "for_each", "creatures": {"you_control": True} if who.endswith("you control") else {},
                          "effect": [{**step, "to": "it"}]})
    else:
        raise NotUnderstood(m.group(0))


# --- "Choose two target creatures controlled by the same player. That player sacrifices one of them" ---
_SAME = {"player": {}, "opponent": {"controller": "opponent"}}


@effect_template(r"choose two target creatures controlled by the same (player|opponent)")
def two_targets_of_one_player(eff, m):
    """Two targets of one word "target" (none chosen twice: 2007 409.1c; 2026 115.3), both controlled by
    one player (`same_controller`, rulings/engine/same_controller.py); first in its effect."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    found = {"types": ["Creature"], **_SAME[m.group(1).lower()], "distinct": True, "same_controller": True}
    eff.target(dict(sorted(found.items())))
    eff.target(dict(sorted(found.items())))
    eff.two_of_one_player = True


def _pair(eff, m) -> None:
    if not getattr(eff, "two_of_one_player", False) or len(eff.targets) != 2:
        raise NotUnderstood(m.group(0))


_THEY_CHOOSE = (r"(?:that player sacrifices one of them(?: of their choice)?|their controller chooses and sacrifices one of them|"
                r"that player chooses and sacrifices one of those creatures)")


@effect_template(_THEY_CHOOSE)
def they_sacrifice_one(eff, m):
    """Incriminate, Barrin's Spite, Retribution: the targets' controller chooses one of them as it
    resolves and sacrifices it (the engine's one_of_two_targets, effects/one_of_two.py)."""
    _pair(eff, m)
    if eff.steps:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "one_of_two_targets", "chooser": "their_controller",
                      "for_chosen": [{"do": "its_controller_sacrifices", "what": "it"}]})


@effect_template(r"(return the other to its owner's hand|put a -1/-1 counter on the other)")
def and_the_other(eff, m):
    """ "Return the other to its owner's hand" (Barrin's Spite), "Put a -1/-1 counter on the other"
    (Retribution): right after the choice, to the target not chosen."""
    if not getattr(eff, "two_of_one_player", False):
        return pass_on(eff, m, and_the_other)
    _pair(eff, m)
    last = _last(eff, "one_of_two_targets")
    if last is None or "for_other" in last:
        raise NotUnderstood(m.group(0))
    last["for_other"] = [{"do": "return_to_hand", "what": "it"}] if m.group(1).lower().startswith("return") else \
        [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "to": "it"}]


@effect_template(r"that player chooses one of those creatures")
def they_choose_one(eff, m):
    """Trial of Agony: the targets' controller chooses one; the next sentence says what happens to it."""
    _pair(eff, m)
    if eff.steps:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "one_of_two_targets", "chooser": "their_controller", "for_chosen": []})


@effect_template(r"~ deals (\d+) damage to that creature, and the other can't block this turn")
def damage_the_chosen_the_other_cant_block(eff, m):
    """Trial of Agony: the spell deals the damage to the chosen one; the other can't block this turn."""
    _pair(eff, m)
    last = _last(eff, "one_of_two_targets")
    if last is None or last["for_chosen"] or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    last["for_chosen"] = [{"do": "damage", "amount": int(m.group(1)), "to": "it"}]
    last["for_other"] = [{"do": "cant_block", "to": "it"}]


@effect_template(r"exile one of those creatures and put two \+1/\+1 counters on the other")
def exile_one_counters_on_the_other(eff, m):
    """Cannibalize: the spell's controller chooses which one is exiled (2007 413.2c; 2026 608.2d)."""
    _pair(eff, m)
    if eff.steps:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "one_of_two_targets", "chooser": "you", "for_chosen": [{"do": "remove_from_game", "what": "it"}],
                      "for_other": [{"do": "put_counters", "counter": "+1/+1", "amount": 2, "to": "it"}]})


@effect_template(r"choose an opponent")
def choose_an_opponent(eff, m):
    """ "Choose an opponent": not a target; first in its effect (the engine's choose_player)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "choose_player", "among": "opponent"})


@effect_template(r"if that player has more cards in hand than you, draw cards equal to the difference")
def draw_the_difference(eff, m):
    """Sandstone Oracle, Slithermuse: right after "Choose an opponent"."""
    if _last(eff, "choose_player") is None or len(eff.steps) != 1:
        return pass_on(eff, m, draw_the_difference)
    eff.steps.append({"do": "draw_the_difference"})


# tried before every other effect template: "destroy that creature" / "that much damage" have other
# readings (the last target, the damage a trigger event dealt) that are wrong after a choice
def _first(*fns) -> None:
    from .registry import EFFECT_TEMPLATES
    mine = [t for t in EFFECT_TEMPLATES if t[2] in fns]
    EFFECT_TEMPLATES[:] = mine + [t for t in EFFECT_TEMPLATES if t[2] not in fns]


_first(each_player_chooses_a_creature, destroy_the_rest, choose_an_opponent, draw_the_difference, two_targets_of_one_player, they_sacrifice_one, and_the_other, exile_one_counters_on_the_other, they_choose_one,
       damage_the_chosen_the_other_cant_block,
       choose_a_creature_type_other_than, becomes_that_type, player_chooses_a_creature, destroy_the_chosen_creature, others_cant_block, choose_a_number, each_player_sacrifices_that_many, that_much_damage)
