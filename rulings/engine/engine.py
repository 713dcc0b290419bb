"""Playing a scenario out: set-up, then one step per action, each with its
events, the rules applied, and a snapshot of the state after it."""
from __future__ import annotations


from .actions import Action, apply, summary
from .cards import library_for
from .citations import cite as cite_in
from .editions import rules_for
from .errors import IllegalAction
from .log import Event, Replay, Step, emit
from .objects import GameObject
from .partner import note_partner_abilities
from .priority import begin_step, give_priority, start_priority, advance, where
from .scenario import Scenario
from .snapshot import snapshot
from .state import Game

DEFAULT_ACTIONS = {
    "declare_attackers": "declare_attackers",
    "declare_blockers": "declare_blockers",
    "assign_combat_damage": "assign_combat_damage",
}


def _player_as_it_starts(game, player, p: dict) -> None:
    """A scenario player's counters, designations and what they did earlier in the turn, as it starts."""
    if p.get("poison"):
        player.poison = p["poison"]
    if p.get("energy"):
        player.energy = p["energy"]
    if p.get("commander"):  # the player's commander, or two partners (2026 903.3, 702.124c): commander.py
        player.commander = tuple(p["commander"]) if isinstance(p["commander"], list) else (p["commander"],)
    if p.get("monarch"):  # the monarch as the scenario starts (2026 725.1)
        player.monarch = True
    if p.get("initiative"):  # the player who has the initiative as the scenario starts (2026 726.1): initiative.py
        player.initiative = True
    if p.get("speed"):  # the player's speed as the scenario starts (2026 702.179): speed.py
        player.speed = p["speed"]
    if p.get("dealt_damage_this_turn"):  # bloodthirst (502.50a / 702.54a)
        game.damaged_this_turn = game.damaged_this_turn + (player.index,)
    if p.get("attacked_this_turn"):  # raid's "if you attacked this turn" (raid.py)
        game.attacked_this_turn = game.attacked_this_turn + (player.index,)
    if p.get("permanent_left_this_turn"):  # revolt: a permanent they controlled left the battlefield earlier this turn
        game.permanent_left_this_turn = game.permanent_left_this_turn + (player.index,)
    if p.get("gained_life_this_turn"):  # "if you gained life this turn" (board_life_conditions.py): how much, if a number
        n = p["gained_life_this_turn"] if type(p["gained_life_this_turn"]) is int else 1
        game.gained_life_this_turn = game.gained_life_this_turn + (player.index,) * n
    if p.get("noncreature_spells_cast_this_turn"):  # "if you've cast a noncreature spell this turn", earlier this turn
        player.noncreature_spells_cast_this_turn = p["noncreature_spells_cast_this_turn"]
    if p.get("lost_life_this_turn"):  # "if an opponent lost life this turn" (board_life_conditions.py; spectacle)
        player.lost_life_this_turn = True
    if p.get("spells_cast_this_turn"):  # the spells the player cast earlier in this turn (spell_filters.py)
        player.spells_cast_this_turn = p["spells_cast_this_turn"]
    if p.get("lost_life_last_turn"):  # "if you lost life last turn": in the turn before the scenario's (lost_life_last_turn.py)
        player.lost_life_last_turn = True
    if "spells_cast_last_turn" in p:  # the turn before the scenario's (the werewolves' "last turn")
        player.spells_cast_last_turn = p["spells_cast_last_turn"]
    if p.get("mana_spent_on_spells_this_turn"):  # the mana the player spent on spells earlier in this turn (expend.py)
        player.mana_spent_on_spells_this_turn = p["mana_spent_on_spells_this_turn"]
    if p.get("cards_drawn_this_turn"):  # the cards the player drew earlier in this turn (second_draw.py)
        game.draws_this_turn = game.draws_this_turn + (player.index,) * p["cards_drawn_this_turn"]


def build_game(scenario: Scenario, rules: str | None = None) -> Game:
    """The game at set-up, under `rules` (an edition's date) or else the scenario's own."""
    data = scenario.data
    game = Game(rules_for(rules or data.get("rules")))
    library = library_for(game.rules.date)
    for p in data["players"]:
        _player_as_it_starts(game, game.add_player(p["name"], p.get("life", 20)), p)
    t = data["turn"]
    game.turn = t.get("number", 1)
    game.active = game.player_named(t["active_player"]).index
    game.phase = t["phase"]
    game.step = t.get("step")
    game.spells_played = t.get("spells_played", 0)
    game.day_night = t.get("day_night")  # it is already day or night as the scenario starts (2026 731.1)
    game.creatures_died_this_turn = t.get("creatures_died", 0)  # morbid (morbid.py)
    from .died_subtypes import as_the_scenario_starts as died_subtypes_before
    died_subtypes_before(game, t)  # "for each Zubera that died this turn" (died_subtypes.py)
    for o in data["objects"]:
        card = o["card"]
        # card definitions are never modified by the engine, so they are shared
        # (library cards with the library; inline ones with the private scenario copy)
        definition = library[card] if isinstance(card, str) else card
        owner = game.player_named(o["owner"]).index
        obj = GameObject(game.journal, o["id"], definition, owner, o["zone"])
        obj.timestamp = game.new_timestamp()
        if o["zone"] == "in_play":
            obj.controller = game.player_named(o.get("controller", o["owner"])).index
            obj.tapped = o.get("tapped", False)
            obj.damage = o.get("damage", 0)
            if obj.damage:  # marked damage was dealt this turn: it is removed in every cleanup step (2007 314.2; 2026 514.2)
                game.permanents_damaged_this_turn = game.permanents_damaged_this_turn + ((obj.id, obj.zcc),)
            obj.face_down = o.get("face_down", False)
            if o.get("flipped"):
                obj.flipped = True  # flipped before the scenario starts (508.2)
            if o.get("transformed"):
                obj.transformed = True  # its back face up before the scenario starts (2026 712.8e)
            obj.continuous_control = not o.get("arrived_this_turn", False)
            if o.get("entered_this_turn"):  # it entered earlier this turn, before the scenario starts (power_up.py)
                game.entered_this_turn = game.entered_this_turn + ((obj.id, obj.zcc),)
            if o.get("chosen"):
                obj.chosen = dict(o["chosen"])  # made as it came into play, before the scenario (419.1b)
                obj.chosen_as = definition.get("name")
        obj.counters = dict(o.get("counters", {}))
        obj.plus_one_puts = obj.plus_one_seen = 0  # counters it has as the scenario starts were put on it before (counter_triggers.py)
        obj.plus_one_added = obj.plus_one_added_seen = 0
        if o["zone"] == "in_play" and "loyalty" not in obj.counters and "loyalty" in definition \
                and "Planeswalker" in definition.get("types", ()) and game.rules.applies("planeswalker_loyalty"):
            obj.counters["loyalty"] = definition["loyalty"]  # it entered with its printed loyalty (306.5b)
        obj.token = o.get("token", False)
        game.add_object(obj)
    game.tokens = tuple(o["id"] for o in data["objects"] if o.get("token"))
    for player in game.players:  # a commander's designation is the card's (2026 903.3): commander.py
        for oid in player.commander:
            game.objects[oid].is_commander = True
    from .echo import scenario_start  # echo's "since the beginning of your last upkeep" (502.19a / 702.30a)
    scenario_start(game, [game.objects[o["id"]] for o in data["objects"] if o["zone"] == "in_play"
                          and (o.get("arrived_this_turn") or o.get("under_control_since_last_upkeep"))])
    for o in data["objects"]:
        if o.get("attached_to") in game.objects:
            game.objects[o["id"]].attach(game.objects[o["attached_to"]])
            from .bestow import attached_at_start
            attached_at_start(game, game.objects[o["id"]])  # a creature card with bestow attached: bestowed (2026 702.103b)
        elif o.get("attached_to"):  # a player: a Curse (player_auras.py)
            from .player_auras import attach as attach_to_player
            attach_to_player(game, game.objects[o["id"]], o["attached_to"])
    for o in data["objects"]:
        if o.get("paired_with"):  # soulbond's pair, made before the scenario starts (2026 702.95b)
            from .soulbond import pair
            pair(game, game.objects[o["id"]], game.objects[o["paired_with"]])
    if game.phase == "combat":
        game.defending = game.next_player(game.active)
        attackers = tuple(o["id"] for o in data["objects"] if o.get("attacking"))
        for oid in attackers:
            game.objects[oid].attacking = True
        for o in data["objects"]:
            if o.get("attacking_planeswalker"):  # 508.1b: what it attacks, declared before the scenario starts
                pw = game.objects[o["attacking_planeswalker"]]
                game.objects[o["id"]].attacking_what = (pw.id, pw.zcc)
        for o in data["objects"]:
            if o.get("blocking"):
                game.objects[o["id"]].blocking = o["blocking"]
                game.objects[o["blocking"]].blocked = True
        game.combat_declared = attackers
        from .board_life_conditions import note_attack_power
        note_attack_power(game, [game.objects[oid] for oid in attackers])  # pack tactics: as declared before the scenario starts
    # libraries are listed top card first; the engine keeps the top last
    for p in game.players:
        key = (p.index, "library")
        game.zones[key] = tuple(reversed(game.zones[key]))
    return game


def _setup(game: Game, scenario: Scenario) -> None:
    t = scenario.data["turn"]
    from .outside_the_game import begin_the_game
    begin_the_game(game, scenario.data)  # the opening hand's cards that begin the game on the battlefield (2026 103.6a)
    emit(game, f"Turn {game.turn}, {game.players[game.active].name}'s turn: the {where(game)}.",
         ("turn_phases", "the turn is made of the beginning, precombat main, combat, postcombat main and end phases"))
    _note_text_only(game)
    note_partner_abilities(game)
    from .commander import note_can_be_your_commander
    note_can_be_your_commander(game)  # "~ can be your commander" (2026 903.3a): deck construction only
    from .outside_the_game import note_deck_construction
    note_deck_construction(game)  # "A deck can have any number of cards named ~" (2026 100.2a)
    if "priority_player" in t:
        game.passes = 0
        give_priority(game, game.player_named(t["priority_player"]).index, "player_with_priority_acts",
                      "the scenario starts with this player holding priority")
        return
    if game.step in ("declare_blockers", "combat_damage") and not game.combat_declared:
        emit(game, f"No creature is attacking, so the {where(game)} is skipped.",
             ("no_attackers_skip_combat_steps", "with no attackers, the declare blockers and combat damage steps are skipped"))
        advance(game)
        return
    if game.step == "declare_blockers" and any(o.blocking for o in game.in_play()):
        # the scenario already lists the blocks: the declaration has happened
        start_priority(game)
        return
    if not begin_step(game):
        advance(game)


# keywords the 2007 rules don't have (702.2 deathtouch, 702.15 lifelink, 702.80 wither, 702.90 infect in 2026)
MODERN_ONLY_KEYWORDS = ("deathtouch", "lifelink", "infect", "wither", "prowess", "exalted", "renown")  # and 702.108, 702.83, 702.112
MODERN_ONLY_KEYWORDS += ("toxic", "persist", "undying", "delve", "improvise", "crew", "evolve")  # 702.100, 702.164, 702.79, 702.93, 702.66, 702.126, 702.122 (2026)
MODERN_ONLY_KEYWORDS += ("battle_cry", "dethrone", "afflict", "riot", "fabricate")  # 702.91, 702.105, 702.130, 702.136, 702.123
MODERN_ONLY_KEYWORDS += ("ward",)  # 702.21 (2026): ward.py
MODERN_ONLY_KEYWORDS += ("soulbond",)  # 702.95 (2026): soulbond.py
MODERN_ONLY_KEYWORDS += ("awaken", "escalate")  # 702.113 (awaken.py), 702.120 (mode_costs.py)
MODERN_ONLY_KEYWORDS += ("multikicker",)  # 702.33c (2026): kicker.py
MODERN_ONLY_KEYWORDS += ("umbra_armor",)  # 702.89 (2026)
MODERN_ONLY_KEYWORDS += ("saddle",)  # 702.171 (2026): saddle.py
MODERN_ONLY_KEYWORDS += ("ascend",)  # 702.131 (2026): ascend.py
MODERN_ONLY_KEYWORDS += ("enlist",)  # 702.154 (2026): enlist.py
MODERN_ONLY_KEYWORDS += ("start_your_engines",)  # 702.179 (2026): speed.py
MODERN_ONLY_KEYWORDS += ("bargain",)  # 702.166 (2026): bargain.py
MODERN_ONLY_KEYWORDS += ("gift",)  # 702.174 (2026): gift.py
MODERN_ONLY_KEYWORDS += ("ravenous",)  # 702.156 (2026): ravenous.py
MODERN_ONLY_KEYWORDS += ("decayed", "exert")  # 702.147, 701.43d (2026): decayed.py, exert.py
MODERN_ONLY_KEYWORDS += ("overload",)  # 702.96 (2026): overload.py
MODERN_ONLY_KEYWORDS += ("emerge",)  # 702.119 (2026): emerge.py
MODERN_ONLY_KEYWORDS += ("partner_with",)  # 702.124j (2026): partner_with.py


def _note_text_only(game: Game) -> None:
    """A card's Oracle text the engine does not play is said, never dropped
    silently: text no template understood, and a keyword of today's Oracle text
    that the edition played under does not have."""
    for obj in game.objects.values():
        for text in obj.card.get("text_only") or ():
            emit(game, f"Text only (the engine does not model it): {obj.id} ({obj.card.get('name')}): \"{text}\"")
        if not game.rules.modern_keywords:
            own = {a.get("keyword") for a in obj.card.get("abilities") or () if isinstance(a, dict) and a.get("kind") == "keyword"}
            for keyword in _keywords_in(obj.card):
                says = "has" if keyword in own else "gives or refers to"  # Gothmog gives its tokens deathtouch
                emit(game, f"Text only under the {game.rules.title}: {obj.id} ({obj.card.get('name')}) {says} {keyword.replace('_', ' ')}, "
                           "a keyword those rules do not have, so it does nothing here.")


def _keywords_in(card) -> list[str]:
    found: list[str] = []
    stack = [card]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if x.get("kind") == "keyword" and x.get("keyword") in MODERN_ONLY_KEYWORDS and x["keyword"] not in found:
                found.append(x["keyword"])
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return sorted(found)


def _refusal_event(game: Game, e: IllegalAction, action: Action) -> Event:
    rules = game.rules

    def cite(concept, reason):
        return cite_in(concept, reason, rules.date)
    cites = [cite(e.concept, e.reason)]
    also = list(e.also)
    if action.type in ("play_spell", "activate_ability") and e.concept != "player_with_priority_acts":
        also += [c for c in ("playing_spell_steps", "illegal_action_reversed") if c not in also]
    elif "illegal_action_reversed" not in also:
        also.append("illegal_action_reversed")
    for c in also:
        if c == "playing_spell_steps":
            doing = game.words.casting if action.type == "play_spell" else game.words.activating
            cites.append(cite(c, f"a step of {doing} it can't be done, so {'the play' if doing == 'playing' else 'it'} is illegal and the game returns to the moment before it"))
        elif c == "illegal_action_reversed":
            cites.append(cite(c, "the whole action is reversed and any payments are canceled"))
        else:
            cites.append(cite(c, e.reason))
    cites.append(cite("illegal_action_priority_retained", "the player who had priority keeps it"))
    return Event(f"Refused: {e.reason}.", tuple(cites))


def _transaction(game: Game, moves) -> IllegalAction | None:
    """Perform the moves; on IllegalAction undo them all (409.1, 422.1)."""
    with game.trial() as t:
        try:
            for move in moves:
                move()
        except IllegalAction as e:
            return e
        t.keep()
    return None


def _step(game: Game, index: int, action: dict | None, text: str, refused: bool) -> Step:
    events = game.take_events()
    cites = [c for e in events for c in e.citations]
    return Step(index, action, text, refused, events, cites, snapshot(game))


def play_action(game: Game, raw: dict | Action) -> IllegalAction | None:
    """Play one scenario action (a dict, or the Action read from it) against the
    game; None if it was accepted, else the refusal, the game as it was before
    (409.1, 422.1)."""
    action = raw if isinstance(raw, Action) else Action.from_dict(raw)
    moves = []
    ended_by_default = []
    if game.awaiting and action.type != game.awaiting and not game.game_over:
        # the game waits for a declaration and the scenario moved on: use the
        # default (no attackers, no blockers, default damage); it is undone
        # together with the action if the action is refused
        kind = game.awaiting
        who = game.active if kind != "declare_blockers" else game.defending
        # the choices the action gives for what happens during it (triggers' targets, orders, "as it enters"
        # choices) are for what the default sets off too: combat damage's triggers go on the stack before
        # the action itself is played
        default = Action(type=kind, player=game.players[who].name, trigger_targets=action.trigger_targets,
                         trigger_order=action.trigger_order, replacement_order=action.replacement_order,
                         copy_targets=action.copy_targets, legend_keep=action.legend_keep, choices=action.choices)

        def use_default(default=default, kind=kind):
            emit(game, f"No {kind.replace('_', ' ')} action was given, so the default is used.")
            apply(game, default)
            if game.game_over:
                ended_by_default.append(kind)
        moves.append(use_default)

    def act():
        if not ended_by_default:  # lethal default damage ended the game: nothing is left to play
            apply(game, action)
    moves.append(act)
    err = _transaction(game, moves)
    if err is None and ended_by_default:
        # the game ended with the default (104.1 / 704.5a): what happened stays; the action can't be played
        what = {"declare_attackers": "attackers", "declare_blockers": "blockers"}.get(ended_by_default[0], "combat damage")
        err = IllegalAction("game_ends_immediately", f"the game is over: the default {what} ended it, so this action can't be taken")
    if err is not None:
        game.record(_refusal_event(game, err, action))
    return err


def game_at(scenario: Scenario, n: int, rules: str | None = None) -> Game:
    """The game at the moment after step `n` (0 is the set-up), for asking what
    may happen next (legal_actions); `rules` as for run_scenario."""
    if not 0 <= n <= len(scenario.actions):
        raise ValueError(f"step {n} is out of range: the scenario has steps 0 to {len(scenario.actions)}")
    game = build_game(scenario, rules)
    _setup(game, scenario)
    for raw in scenario.actions[:n]:
        play_action(game, raw)
    game.take_events()
    return game


def play_steps(scenario: Scenario, rules: str | None = None):
    """The steps of the scenario, one at a time as they are played (set-up first), so a
    caller that writes each and lets it go holds one state at a time."""
    game = build_game(scenario, rules)
    _setup(game, scenario)
    yield _step(game, 0, None, "Set-up: " + scenario.data.get("name", ""), False)
    for i, raw in enumerate(scenario.actions, 1):
        action = Action.from_dict(raw)
        text = summary(game, action)
        err = play_action(game, action)
        # the scenario is a private copy made by load_scenario: share its action dicts
        yield _step(game, i, raw, text, err is not None)


def run_scenario(scenario: Scenario, rules: str | None = None) -> Replay:
    """Play the scenario out; deterministic, one Step per action after set-up.
    `rules` (an edition's date) overrides the scenario's own "rules"."""
    steps = list(play_steps(scenario, rules))
    replay = Replay(steps, steps[-1].state, rules_for(rules or scenario.data.get("rules")).date, scenario.format)
    replay.expectations = expectations_of(scenario, steps, replay.rules)
    return replay


def expectations_of(scenario: Scenario, steps: list, rules: str):
    """The scenario's `expect` block checked against its steps (the last one's
    state, the refused ones), or None if it has none (expectations.py)."""
    if "expect" not in scenario.data:
        return None
    from .expectations import check
    return check(scenario.data["expect"], steps[-1].state, [s.index for s in steps if s.refused], rules)
