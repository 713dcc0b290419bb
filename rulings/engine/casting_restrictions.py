""""Cast this spell only during combat", "... only during the declare attackers step and only if
you've been attacked this step": a restriction the card's text puts on when it may be cast,
checked as it is announced (2026 601.3: a spell can be begun only if no rule or effect
prohibits casting it; 2007 408.1a: spells "can be played only at certain times"). The
card is a keyword ability `{"keyword": "cast_only", "what": TIME}`; the check comes on top of
the instant / sorcery timing (a sorcery "only after combat" is cast in its controller's
postcombat main phase). "You've been attacked this step" is noted as attackers are declared
(an end-of-turn effect), so a creature removed from combat afterwards still counts."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .state import Effect

BEFORE_COMBAT = ("beginning", "precombat_main")

#: each restriction the card's text may say: (its words, whether it holds now for `player`)
TIMES: dict[str, tuple[str, object]] = {
    "combat": ("during combat", lambda g, p: g.phase == "combat"),
    "combat_before_blockers": ("during combat before blockers are declared",
                               lambda g, p: g.phase == "combat" and g.step in ("beginning_of_combat", "declare_attackers")),
    "combat_after_blockers": ("during combat after blockers are declared",
                              lambda g, p: g.phase == "combat" and g.step in ("declare_blockers", "combat_damage", "end_of_combat")),
    "before_combat_or_before_blockers": ("before combat or during combat before blockers are declared",
                                         lambda g, p: g.phase in BEFORE_COMBAT or g.step in ("beginning_of_combat", "declare_attackers")),
    "before_combat_damage": ("before the combat damage step",
                             lambda g, p: g.phase in BEFORE_COMBAT or g.step in ("beginning_of_combat", "declare_attackers", "declare_blockers")),
    "declare_attackers": ("during the declare attackers step", lambda g, p: g.step == "declare_attackers"),
    "your_declare_attackers": ("during your declare attackers step", lambda g, p: g.step == "declare_attackers" and g.active == p),
    "declare_attackers_attacked": ("during the declare attackers step and only if you've been attacked this step",
                                   lambda g, p: g.step == "declare_attackers" and was_attacked(g, p)),
    "declare_blockers": ("during the declare blockers step", lambda g, p: g.step == "declare_blockers"),
    "declare_blockers_opponent_turn": ("during the declare blockers step on an opponent's turn",
                                       lambda g, p: g.step == "declare_blockers" and g.active != p),
    "combat_opponent_turn": ("during combat on an opponent's turn", lambda g, p: g.phase == "combat" and g.active != p),
    "opponent_turn_before_attackers": ("during an opponent's turn, before attackers are declared",
                                       lambda g, p: g.active != p and (g.phase in BEFORE_COMBAT or g.step == "beginning_of_combat")),
    "after_combat": ("after combat", lambda g, p: g.phase in ("postcombat_main", "end")),
    "your_end_step": ("during your {end_step}", lambda g, p: g.step == "end_of_turn" and g.active == p),
    "opponent_upkeep": ("during an opponent's upkeep", lambda g, p: g.step == "upkeep" and g.active != p),
    "another_spell_this_turn": ("if you've {cast_past} another spell this turn", lambda g, p: g.players[p].spells_cast_this_turn >= 1),
}

#: the Oracle sentence of each ("Cast this spell only " + words + ".")
ORACLE = {key: words.replace("{end_step}", "end step").replace("{cast_past}", "cast") for key, (words, _) in TIMES.items()}


def words(game, what: str) -> str:
    return TIMES[what][0].format(end_step=game.words.step_names["end_of_turn"], cast_past=game.words.cast_past)


def check(game, player, c, name: str, face_down: bool = False) -> list:
    """The reasons to cite when each "cast_only" restriction of the spell holds, and when no permanent's
    "can't cast more than one spell each turn" stops it; IllegalAction if one does."""
    from .priority import where
    cites = one_spell_each_turn(game, player.index, name)
    from .casting_permissions import cant_cast  # "Your opponents can't cast spells during your turn." (101.2 / 103.2)
    cites += cant_cast(game, player.index, name, None if face_down else c)
    if face_down:  # a face-down spell has no text of its own (2026 708.2)
        return cites
    from .chosen_name import cant_be_cast  # "Spells with the chosen name can't be cast" (Meddling Mage)
    cites += cant_be_cast(game, player.index, c, name)
    for ab in c.abilities:
        if ab.get("kind") != "keyword" or ab.get("keyword") != "cast_only":
            continue
        said = words(game, ab["what"])
        if ab["what"] == "declare_attackers_attacked" and game.step == "declare_attackers" \
                and only_planeswalkers_attacked(game, player.index):
            raise IllegalAction("spell_timing_restriction", f"creatures attacked only planeswalkers {player.name} controls: whether "
                                                            f"{player.name} has \"been attacked\" then is not decided by the engine")
        if not TIMES[ab["what"]][1](game, player.index):
            raise IllegalAction("spell_timing_restriction",
                                f"{name} can be {game.words.cast_past} only {said}, but it is the {where(game)} of "
                                f"{game.players[game.active].name}'s turn" + _attacked_note(game, player.index, ab["what"]))
        cites.append(("spell_timing_restriction", f"{name}'s text lets it be {game.words.cast_past} only {said}, which is so"))
    return cites


def _attacked_note(game, p: int, what: str) -> str:
    if what == "declare_attackers_attacked" and game.step == "declare_attackers":
        return f", and no creature has attacked {game.players[p].name} this step"
    return ""


def was_attacked(game, p: int) -> bool:
    """A creature attacked `p` (not a planeswalker of theirs) as attackers were declared this turn."""
    return any(e.kind == "attacked_player" and dict(e.data).get("player") == p for e in game.effects)


def note_attacked(game, chosen: list, attacked: dict) -> None:
    """As attackers are declared: whether a creature attacks the defending player, or only their planeswalkers."""
    if game.defending is None or not chosen:
        return
    kind = "attacked_player" if any(o.id not in attacked for o in chosen) else "attacked_planeswalker_only"
    game.effects = game.effects + (Effect(game.new_timestamp(), kind, "", 0, (("player", game.defending),),
                                          "end_of_turn", "declare attackers"),)


def only_planeswalkers_attacked(game, p: int) -> bool:
    return any(e.kind == "attacked_planeswalker_only" and dict(e.data).get("player") == p for e in game.effects)


def cant_cast_now(game, controller: int, c, name: str) -> bool:
    """A spell cast while something resolves (cascade, rebound, madness: 2026 608.2g; 2007 413.2e)
    still obeys its own "Cast this spell only ..." (601.3: no effect may prohibit it): True, and
    said, when a restriction of it doesn't hold now, so the card isn't cast."""
    from .priority import where
    try:
        one_spell_each_turn(game, controller, name)
        from .casting_permissions import cant_cast
        cant_cast(game, controller, name, c)
        from .chosen_name import cant_be_cast  # "Spells with the chosen name can't be cast" (Meddling Mage)
        cant_be_cast(game, controller, c, name)
    except IllegalAction as refused:
        emit(game, f"{refused.reason}.", ("cant_effect_wins", f"no effect may let a player {game.words.cast} a spell a \"can't\" effect forbids"))
        return True
    for ab in c.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "cast_only" and not TIMES[ab["what"]][1](game, controller):
            emit(game, f"{name} can't be {game.words.cast_past}: it can be {game.words.cast_past} only {words(game, ab['what'])}, "
                       f"but it is the {where(game)} of {game.players[game.active].name}'s turn.",
                 ("spell_timing_restriction", f"the card's own restriction applies even when an effect lets it be {game.words.cast_past}"))
            return True
    return False


#: "Each player can't cast more than one spell each turn." and the like: whose casting each limits
ONE_SPELL = {"each_player_one_spell_each_turn": "each player", "you_one_spell_each_turn": "you",
             "opponents_one_spell_each_turn": "each opponent"}


def _limiting(game, p: int):
    """The permanent whose "can't cast more than one spell each turn" covers player `p`, and its keyword."""
    from .continuous import characteristics
    for perm in game.in_play():
        if perm.face_down:
            continue
        c = characteristics(game, perm)
        for kw in ONE_SPELL:
            if c.has_keyword(kw) and (kw == "each_player_one_spell_each_turn" or (kw == "you_one_spell_each_turn") == (perm.controller == p)):
                return perm, kw
    return None


def one_spell_each_turn(game, p: int, name: str) -> list:
    """IllegalAction when player `p` has cast a spell this turn and a permanent says they can't cast
    more than one ("can't" wins: 2007 103.2; 2026 101.2, and 601.3: an effect prohibits the cast)."""
    from .targets import display
    found = _limiting(game, p)
    if found is None:
        return []
    perm, _kw = found
    who = game.players[p].name
    said = f"{display(game, perm)}: {who} can't {game.words.cast} more than one spell each turn"
    if game.players[p].spells_cast_this_turn >= 1:
        raise IllegalAction("cant_effect_wins", f"{name} can't be {game.words.cast_past}: {said}, and {who} has already "
                                                f"{game.words.cast_past} a spell this turn")
    return [("cant_effect_wins", f"{said}; this is {who}'s first spell this turn")]


def flash_for_more(game, player, c, name: str, face_down: bool, sorcery_timing_ok) -> tuple[str, list] | None:
    """"You may cast this spell as though it had flash if you pay {2} more to cast it." (keyword
    `flash_for_more` with its `cost`): when the spell could not be cast now as a sorcery, the cost it
    adds to the total cost and the reasons to cite (2026 601.3c; 2007 409.1f: a cost increase); None
    when it is cast as usual (its own timing rules apply then)."""
    kw = None if face_down else c.keyword_ability("flash_for_more")
    if kw is None or "Instant" in c.types or c.has_keyword("flash"):
        return None
    why = sorcery_timing_ok(game, player)
    if not why:
        return None
    return kw["cost"], [("flash_if_pay_more", f"{name} is {game.words.cast_past} as though it had flash ({why}), so {kw['cost']} "
                                              "more is added to its total cost")]
