"""Combat: declaring attackers (308) and blockers (309), assigning combat
damage, which goes on the stack (310, 408.1g)."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .multiple_blocks import is_blocking
from .evasion import block_cites, blocks_alone, fewer_than_three, menace, more_than_one, why_cant_block
from .log import emit
from .protection import protected_from
from .protection import text as protection_text
from .state import StackItem
from .targets import display


def _require(game, player, awaited: str, who: int, concept: str):
    if game.awaiting != awaited:
        from .priority import where  # the step's name in the edition's words ("end of turn step" / "end step")
        raise IllegalAction(concept, f"it is the {where(game)}, not the moment to {awaited.replace('_', ' ')}")
    if player.index != who:
        raise IllegalAction(concept, f"{game.players[who].name}, not {player.name}, makes this declaration")


def declare_attackers(game, player, a) -> None:
    from .priority import start_priority
    from .triggers import fire
    _require(game, player, "declare_attackers", game.active, "declare_attackers")
    chosen = []
    cites = []
    for oid in a.attackers:
        obj = game.objects[oid]
        if obj in chosen:
            raise IllegalAction("attack_restrictions", f"{display(game, obj)} was chosen twice")
        _check_attacker(game, player, obj, cites)
        chosen.append(obj)
    _check_attack_as_a_whole(game, player, chosen, cites)
    game.defending = game.next_player(game.active)
    attacked = _planeswalkers_attacked(game, chosen, a.attacking, cites)
    from .attack_costs import pay as pay_costs_to_attack
    pay_costs_to_attack(game, player, a, chosen, attacked, cites)  # 308.2d-f / 508.1h-j: Propaganda's tax, locked in and paid
    game.awaiting = None
    vigilant = [o for o in chosen if characteristics(game, o).has_keyword("vigilance")]
    for obj in chosen:
        if obj not in vigilant:
            obj.tapped = True
        obj.attacking = True
        if obj.id in attacked:
            pw = attacked[obj.id]
            obj.attacking_what = (pw.id, pw.zcc)
    if vigilant:
        cites.append(("vigilance", f"{', '.join(display(game, o) for o in vigilant)} {'has' if len(vigilant) == 1 else 'have'} vigilance: attacking doesn't tap {'it' if len(vigilant) == 1 else 'them'}"))
    game.combat_declared = tuple(o.id for o in chosen)
    if chosen:
        from .raid import note_attack, note_attackers  # "if you attacked this turn", boast's "if this creature attacked" (raid.py)
        note_attack(game, game.active)
        note_attackers(game, chosen)
        from .board_life_conditions import note_attack_power
        note_attack_power(game, chosen)  # pack tactics: their total power as they are declared
        tapped = [o for o in chosen if o not in vigilant]
        emit(game, f"{player.name} attacks {_what_they_attack(game, chosen, attacked)}"
                   + (("; it becomes tapped." if len(chosen) == 1 else "; they become tapped.") if not vigilant else f"; {', '.join(display(game, o) for o in tapped) or 'none of them'} become{'s' if len(tapped) == 1 else ''} tapped."),
             ("declare_attackers", f"the active player declares attackers as a {game.words.game_action}, without the stack"),
             ("attack_restrictions", "only untapped creatures controlled since the start of the turn (or with haste) can attack"),
             *((("attacking_taps", "attacking causes creatures to become tapped"),) if len(vigilant) < len(chosen) else ()), *cites)
        from .enlist import pay_enlist
        pay_enlist(game, player, chosen)  # 2026 702.154a-b: an optional cost to attack (508.1g-h)
        from .exert import pay_exert
        pay_exert(game, player, chosen)  # 2026 701.43d: exert as it attacks, an optional cost to attack (508.1g)
        from .melee import note_attacks
        note_attacks(game, chosen, attacked)  # 2026 702.121a: the opponents attacked, for melee
        from .casting_restrictions import note_attacked
        note_attacked(game, chosen, attacked)  # "only if you've been attacked this step" (casting_restrictions.py)
        for obj in tapped:  # 603.2e: attacking made them tapped
            fire(game, "becomes_tapped", obj=obj)
        for obj in chosen:
            fire(game, "attacks", obj=obj)
        from .the_ring import attacks as ring_bearer_attacks
        for obj in chosen:
            ring_bearer_attacks(game, obj)  # the Ring's second ability (2026 701.54c)
        if len(chosen) == 1:  # it attacks alone (2026: 506.5)
            fire(game, "attacks_alone", obj=chosen[0])
        fire(game, "you_attack", player=player.index, attackers=len(chosen))  # "attack with three or more creatures"
        from .player_auras import fire_attacked
        fire_attacked(game, chosen, attacked)  # "Whenever enchanted player is attacked" (2026 508.3b)
    else:
        emit(game, f"{player.name} declares no attackers.",
             ("no_attackers_skip_combat_steps", "with no attackers, the declare blockers and combat damage steps are skipped"))
    start_priority(game)


def _check_attacker(game, player, obj, cites: list) -> None:
    """The restrictions on one creature attacking (308.2a in 2007; 508.1a and
    508.1c in 2026): IllegalAction naming the rule, else None."""
    name = display(game, obj)
    c = characteristics(game, obj)
    if obj.zone != "in_play" or obj.controller != player.index or not c.is_creature:
        raise IllegalAction("attack_restrictions", f"{name} is not a creature {game.words.in_play} that {player.name} controls")
    if obj.tapped:
        raise IllegalAction("attack_restrictions", f"{name} is tapped; tapped creatures can't attack")
    if not obj.continuous_control and not c.has_keyword("haste") and c.has_keyword("attacks_as_though_haste"):
        # an Aura's "Enchanted creature can attack as though it had haste" (Instill Energy): only attacking, not its {T} abilities
        cites.append(("haste_attack", f"{name} can attack as though it had haste, so it can attack the turn it came under {player.name}'s control"))
    elif not obj.continuous_control:
        if not c.has_keyword("haste"):
            raise IllegalAction("attack_restrictions", f"{name} hasn't been under {player.name}'s control continuously since the turn began and has no haste",
                                "summoning_sickness")
        cites.append(("haste_attack", f"{name} has haste, so it can attack the turn it came under {player.name}'s control"))
    from .combat_this_turn import attack_restriction
    this_turn = attack_restriction(game, obj, name, c.has_keyword("defender"))  # "can't attack this turn", "as though it didn't have defender"
    if this_turn is not None and this_turn[2]:
        raise IllegalAction(this_turn[0], this_turn[1])
    if c.has_keyword("defender") and this_turn is None and c.has_keyword("attacks_as_though_no_defender"):
        # an Aura's "Enchanted Wall can attack as though it didn't have defender" (Animate Wall)
        this_turn = ("defender_cant_attack", f"{name} has defender, and an Aura lets it attack as though it didn't", False)
    if c.has_keyword("defender") and this_turn is None:
        raise IllegalAction("defender_cant_attack", f"{name} has defender, so it can't attack")
    if this_turn is not None:
        cites.append(this_turn[:2])
    if c.has_keyword("cant_attack"):
        raise IllegalAction("attacking_restrictions", f"{name} can't attack")
    from .detain import check_attack
    check_attack(game, obj, name)  # detain (2026 701.35a)
    from .cant_attack_you import check_attack as check_attack_you
    check_attack_you(game, player, obj, c, name)  # an Aura's "can't attack you or planeswalkers you control"
    for ab in c.abilities:
        if ab.get("kind") == "keyword" and ab.get("keyword") == "cant_attack_unless" and "if" in ab:
            from .triggers import check_condition, condition_text
            if not check_condition(game, ab["if"], player.index, obj.id, obj.zcc):  # "unless you control seven or more lands"
                raise IllegalAction("attacking_restrictions", f"{name} can't attack unless {condition_text(ab['if'], game.words)}, "
                                                              "and that isn't so")
        elif ab.get("kind") == "keyword" and ab.get("keyword") == "cant_attack_unless":
            defending = game.next_player(player.index)
            if not any(ab["what"] in characteristics(game, o).subtypes for o in game.in_play(defending)):
                raise IllegalAction("attacking_restrictions", f"{name} can't attack unless the defending player controls "
                                                              f"{_a(ab['what'])}, and {game.players[defending].name} controls none")


def _a(word: str) -> str:
    return ("an " if word[:1] in "AEIOU" else "a ") + word


def can_attack(game, player, obj) -> bool:
    """Whether `obj` alone breaks none of the restrictions on attacking with it."""
    try:
        _check_attacker(game, player, obj, [])
    except IllegalAction:
        return False
    return True


def _check_attack_as_a_whole(game, player, chosen: list, cites: list) -> None:
    """The restrictions on the set of attackers ("can't attack alone", 506.5 in
    2026), then the requirements: fewer obeyed than the most that could be
    obeyed without breaking a restriction makes the declaration illegal (500.4
    in 2007; 508.1d in 2026)."""
    if len(chosen) == 1 and characteristics(game, chosen[0]).has_keyword("cant_attack_alone"):
        raise IllegalAction("attacking_restrictions", f"{display(game, chosen[0])} can't attack alone")
    # every creature that could attack on its own; all of them together is a legal
    # attack (only "alone" restricts a set, and more attackers never break it), so
    # the most requirements that can be obeyed is theirs, unless that set is one
    # creature that can't attack alone
    able = [o for o in game.in_play(player.index) if can_attack(game, player, o)]
    if len(able) == 1 and characteristics(game, able[0]).has_keyword("cant_attack_alone"):
        able = []
    from .combat_this_turn import attacks_if_able
    from .goad import goaded_by  # a goaded creature attacks each combat if able (2026 701.15b)
    from .goaded_statically import goaded_statically, note_requirements  # "Enchanted creature ... is goaded"
    must = [o for o in able if characteristics(game, o).has_keyword("attacks_each_combat") or attacks_if_able(game, o) or goaded_by(game, o)
            or goaded_statically(game, o)]
    note_requirements(game, must, cites)
    missing = [o for o in must if o not in chosen]
    if missing:
        names = ", ".join(display(game, o) for o in missing)
        raise IllegalAction("attack_requirements", f"{names} {'attacks' if len(missing) == 1 else 'attack'} {_when(game, missing)} if able and "
                                                   f"could attack: declaring {'it' if len(missing) == 1 else 'them'} obeys more requirements")
    if must:
        names = ", ".join(display(game, o) for o in must)
        cites.append(("attack_requirements", f"{names} must attack {_when(game, must)} if able, and {'is' if len(must) == 1 else 'are'} declared as attackers"))


def _when(game, creatures) -> str:
    """ "each combat" (their own ability) or "this turn" (an effect's requirement, combat_this_turn.py)."""
    from .combat_this_turn import attacks_if_able
    return "this turn" if all(attacks_if_able(game, o) for o in creatures) else "each combat"


def _planeswalkers_attacked(game, chosen, attacking: tuple, cites: list) -> dict:
    """508.1b: the planeswalker each creature named in `attacking` attacks
    (attacker id -> planeswalker); the others attack the defending player."""
    from .planeswalkers import attacked_planeswalker
    attacked = {}
    ids = {o.id for o in chosen}
    for aid, target in attacking:
        if aid not in ids:
            raise IllegalAction("attack_planeswalker", f"{display(game, game.objects[aid]) if aid in game.objects else aid} "
                                                       "is not declared as an attacker, so it attacks nothing")
        if target == game.players[game.defending].name:
            continue
        attacked[aid] = attacked_planeswalker(game, game.objects[aid], target, game.defending)
    if attacked:
        cites.append(("attack_planeswalker", "the active player announces which player or planeswalker each attacking creature attacks"))
        cites.append(("planeswalker_can_be_attacked", "a player or a planeswalker can be attacked"))
    return attacked


def _what_they_attack(game, chosen, attacked: dict) -> str:
    """"Bob with Grizzly Bears" or "Bob with Grizzly Bears, and Jace with Hill Giant"."""
    groups: dict = {}
    for o in chosen:
        who = display(game, attacked[o.id]) if o.id in attacked else game.players[game.defending].name
        groups.setdefault(who, []).append(display(game, o))
    return ", and ".join(f"{who} with {', '.join(names)}" for who, names in groups.items())


def attacked_recipient(game, obj, stage_cites: list):
    """(key, reference) of what an attacking creature attacks: the defending
    player, or the planeswalker it attacks; None if that planeswalker has left
    the battlefield or stopped being a planeswalker (510.1b: no combat damage)."""
    if obj.attacking_what is None:
        defending = game.players[game.defending]
        return defending.name, ("player", defending.name, 0)
    pid, zcc = obj.attacking_what
    pw = game.objects.get(pid)
    if pw is not None and pw.zone == "in_play" and pw.zcc == zcc and "Planeswalker" in characteristics(game, pw).types:
        return pw.id, ("object", pw.id, pw.zcc)
    stage_cites.append(("attacked_planeswalker_gone", f"{display(game, obj)} was attacking a planeswalker that has left the "
                                                       "battlefield: it isn't attacking anything, so it assigns no combat damage"))
    return None


def declare_blockers(game, player, a) -> None:
    from .priority import start_priority
    _require(game, player, "declare_blockers", game.defending, "declare_blockers")
    seen = set()
    pairs = []
    for bid, aid in a.blocks:
        b, at = game.objects[bid], game.objects[aid]
        if (bid, aid) in seen:
            raise IllegalAction("block_restrictions", f"{display(game, b)} is declared blocking {display(game, at)} twice")
        _check_block(game, player, b, at)
        seen.add((bid, aid))
        pairs.append((b, at))
    from .multiple_blocks import check as check_multiple
    several = check_multiple(game, pairs)  # "can block an additional creature" (309.2a / 509.1a): else one attacker each
    alone = menace(game, pairs)
    if alone is not None:
        raise IllegalAction("menace" if game.rules.applies("menace") else "block_restrictions",
                            f"{display(game, alone)} has menace and only one creature blocks it; it can't be blocked except by two or more")
    few = fewer_than_three(game, pairs)
    if few is not None:
        raise IllegalAction("blocking_restrictions", f"{display(game, few)} can't be blocked except by three or more creatures")
    crowded = more_than_one(game, pairs)
    if crowded is not None:
        raise IllegalAction("blocking_restrictions", f"{display(game, crowded)} can't be blocked by more than one creature")
    alone = blocks_alone(game, pairs)
    if alone is not None:
        raise IllegalAction("blocking_restrictions", f"{display(game, alone)} can't block alone")
    from .block_requirements import check as check_requirements
    required = check_requirements(game, player, pairs)
    game.awaiting = None
    for b, at in pairs:
        if b.blocking is None:
            b.blocking, b.also_blocking = at.id, ()
        else:
            b.also_blocking = b.also_blocking + (at.id,)
        at.blocked = True
    if pairs:
        emit(game, f"{player.name} blocks: " + "; ".join(f"{display(game, b)} blocks {display(game, at)}" for b, at in pairs) + ".",
             ("declare_blockers", f"the defending player declares blockers as a {game.words.game_action}, without the stack"),
             ("block_restrictions", "only untapped creatures can block"),
             ("blocked_creature", "an attacking creature with a blocker becomes a blocked creature"), *block_cites(game, pairs), *several, *required)
    else:
        emit(game, f"{player.name} declares no blockers.", ("declare_blockers", "the defending player may block with no creatures"), *required)
    _fire_block_triggers(game, pairs)
    start_priority(game)


def _fire_block_triggers(game, pairs) -> None:
    """Blocking triggers (2007: 309.3-309.4; 2026: 509.3a, 509.3c-d): each blocker
    blocks, each blocked attacker becomes blocked once however many block it, and
    "becomes blocked by a creature" once for each blocker."""
    from .triggers import fire
    for b in dict.fromkeys(b for b, _at in pairs):  # once however many it blocks (2026: 509.3a)
        fire(game, "blocks", obj=b)
    blocked = []
    for _b, at in pairs:
        if at not in blocked:
            blocked.append(at)
            fire(game, "becomes_blocked", obj=at)
    for b, at in pairs:
        fire(game, "blocks_a_creature", obj=at, blocker=b)
    for b, at in pairs:
        fire(game, "becomes_blocked_by", obj=b, attacker=at)
    from .the_ring import becomes_blocked_by as ring_bearer_blocked
    for b, at in pairs:
        ring_bearer_blocked(game, at, b)  # the Ring's third ability (2026 701.54c)
    for at in game.in_play(game.active):  # "attacks and isn't blocked" (2026: 509.3g; 2007: 309.2f, glossary)
        if at.attacking and not at.blocked:
            fire(game, "attacks_unblocked", obj=at)


def _check_block(game, player, b, at) -> None:
    """The restrictions on `b` blocking `at` by themselves (309.2a in 2007;
    509.1a-b in 2026): IllegalAction naming the rule, else None."""
    bn, an = display(game, b), display(game, at)
    bc = characteristics(game, b)
    if b.zone != "in_play" or b.controller != player.index or not bc.is_creature:
        raise IllegalAction("block_restrictions", f"{bn} is not a creature {game.words.in_play} that {player.name} controls")
    if b.tapped:
        raise IllegalAction("block_restrictions", f"{bn} is tapped; only untapped creatures can block")
    if not at.attacking or at.zone != "in_play":
        raise IllegalAction("block_restrictions", f"{an} is not an attacking creature")
    why = why_cant_block(game, b, at, bn, an)
    if why is not None:
        raise IllegalAction(*why)
    quality = protected_from(game, at, b)
    if quality:
        raise IllegalAction("protection_blocking", f"{an} has {protection_text(quality)}, so {bn} can't block it")


def can_block(game, player, b, at) -> bool:
    """Whether `b` blocking `at` breaks none of the restrictions on that block by itself
    (menace, "can't block alone" and the like restrict the whole declaration)."""
    try:
        _check_block(game, player, b, at)
    except IllegalAction:
        return False
    return True


def _strikes_first(game, obj) -> bool:
    c = characteristics(game, obj)
    return c.has_keyword("first_strike") or c.has_keyword("double_strike")


def assign_combat_damage(game, player, a) -> None:
    """Read the player's assignments, fill in the defaults for the rest, and put
    the combat damage on the stack (310.1, 502.2 in 2007) or deal it at once
    (510.1-510.2 in 2026)."""
    from .priority import start_priority
    if game.awaiting != "assign_combat_damage":
        raise IllegalAction("combat_damage_assignment", "combat damage is assigned only as the combat damage step begins")
    explicit = _read_assignments(game, player, a)
    creatures, stage_cites = _creatures_this_step(game)
    assignments = []
    for obj in creatures:
        assignments += _assign(game, obj, explicit.get(obj.id), stage_cites)
    _check_trample(game, creatures, assignments, stage_cites)
    for src in explicit:
        if src not in {o.id for o in creatures}:
            raise IllegalAction("first_strike" if game.combat_stage else "combat_damage_assignment",
                                f"{display(game, game.objects[src])} doesn't assign combat damage in this combat damage step")
    game.awaiting = None
    _put_on_stack(game, creatures, assignments, stage_cites)
    start_priority(game, "priority_after_combat_damage",
                  "combat damage has been " + ("put on the stack" if game.rules.combat_damage_uses_stack else "dealt")
                  + ", so the active player gets priority")


def _read_assignments(game, player, a) -> dict:
    """The assignments the action gives, by source; each source must be an
    attacking or blocking creature its controller assigns for."""
    explicit = {}
    for src, to, amount in a.assignments:
        explicit.setdefault(src, []).append((to, amount))
    for src in explicit:
        obj = game.objects[src]
        if obj.controller != player.index:
            raise IllegalAction("combat_damage_assignment", f"{display(game, obj)}'s controller, not {player.name}, assigns its combat damage")
        if not (obj.attacking or obj.blocking) or obj.zone != "in_play":
            raise IllegalAction("combat_damage_assignment", f"{display(game, obj)} is not an attacking or blocking creature")
    return explicit


def _creatures_this_step(game) -> tuple[list, list]:
    """The creatures that assign combat damage in this step (first strike and
    double strike split it in two, 502.28)."""
    creatures = [o for o in game.in_play() if o.attacking] + [o for o in game.in_play() if o.blocking]
    stage_cites = []
    doubled = [o for o in creatures if characteristics(game, o).has_keyword("double_strike")]
    if game.combat_stage is None and any(_strikes_first(game, o) for o in creatures):
        game.combat_stage = "first"
    if game.combat_stage == "first":
        creatures = [o for o in creatures if _strikes_first(game, o)]
        game.dealt_first_strike = tuple(o.id for o in creatures)
        stage_cites.append(("first_strike", "only creatures with first strike or double strike assign combat damage in the first combat damage step"))
        if any(o in doubled for o in creatures):
            stage_cites.append(("double_strike", f"{', '.join(display(game, o) for o in doubled)} has double strike and assigns combat damage in the first step"))
    elif game.combat_stage == "second":
        # 502.28b-d: those that didn't assign in the first step, plus any creature
        # that has double strike now (gained or lost since then counts)
        again = [o for o in creatures if o.id in game.dealt_first_strike and o in doubled]
        creatures = [o for o in creatures if o.id not in game.dealt_first_strike or o in doubled]
        stage_cites.append(("first_strike_second_step", "the creatures that didn't assign combat damage in the first step assign it now"))
        if again:
            stage_cites.append(("double_strike", f"{', '.join(display(game, o) for o in again)} has double strike and assigns combat damage again"))
    return creatures, stage_cites


def _recipients(game, obj, trample: bool, stage_cites: list) -> dict:
    """Who `obj` may assign combat damage to: id or player name -> reference."""
    if not obj.attacking:
        from .multiple_blocks import attackers_blocked_by
        blocked = [game.objects.get(aid) for aid in attackers_blocked_by(obj)]
        blocked = {at.id: ("object", at.id, at.zcc) for at in blocked if at and at.zone == "in_play" and at.attacking}
        if blocked:
            return blocked  # two or more: divided as its controller chooses (310.2d / 510.1d)
        stage_cites.append(("blocker_without_attacker_assigns_none",
                            f"{display(game, obj)} is no longer blocking any creature, so it assigns no combat damage"))
        return {}
    blockers = [b for b in game.in_play() if is_blocking(b, obj.id)]
    if not obj.blocked or (trample and not blockers):
        # 502.9c: a trampler whose blockers were all removed assigns to the player
        attacked = attacked_recipient(game, obj, stage_cites)
        if attacked is None:
            return {}
        if obj.blocked:
            stage_cites.append(("trample_blockers_removed", f"{display(game, obj)}'s blockers were all removed from combat"))
        return {attacked[0]: attacked[1]}
    legal = {b.id: ("object", b.id, b.zcc) for b in blockers}
    if trample:
        attacked = attacked_recipient(game, obj, stage_cites)
        if attacked is not None:
            legal[attacked[0]] = attacked[1]
    return legal


def _assign(game, obj, given, stage_cites: list) -> list:
    """`obj`'s assignments: those given (checked), or the default one."""
    c = characteristics(game, obj)
    name = display(game, obj)
    from .toughness_damage import assigned_amount
    power = assigned_amount(c, name, stage_cites)  # its power, or its toughness "rather than its power" (Doran)
    if power <= 0:
        stage_cites.append(("zero_power_no_combat_damage", f"{name} has {power} power, so it assigns no combat damage"
                            if power == (c.power or 0) else f"{name} would assign {power} combat damage, so it assigns none"))
        return []
    from .assigns_no_combat_damage import assigns_none  # Laccolith Grunt's "assigns no combat damage this turn"
    if assigns_none(game, obj):
        stage_cites.append(("combat_damage_assignment", f"an effect says {name} assigns no combat damage this turn"))
        return []
    from .as_though_unblocked import assignment as as_though_unblocked  # "as though it weren't blocked" (Rhox)
    if (unblocked := as_though_unblocked(game, obj, given, name, power, stage_cites)) is not None:
        return unblocked
    trample = obj.attacking and obj.blocked and c.has_keyword("trample")
    legal = _recipients(game, obj, trample, stage_cites)
    if not legal:
        return []
    out = []
    if given is not None:
        total = 0
        for to, amount in given:
            if to not in legal:
                raise IllegalAction("blocked_damage_to_blockers" if obj.attacking else "blocker_damage_to_attackers",
                                    f"{name} can't assign combat damage to {to}")
            total += amount
            out.append((obj.id, name, legal[to], amount))
        if total != power:
            raise IllegalAction("combat_damage_equal_to_power", f"{name} must assign exactly {power} combat damage, not {total}")  # (or its toughness)
        return out
    blockers = [b for b in game.in_play() if is_blocking(b, obj.id)] if trample else []
    if not blockers:
        return [(obj.id, name, next(iter(legal.values())), power)]
    attacked = attacked_recipient(game, obj, [])
    left = power
    deathtouch = _lethal_is_one(game, c)
    for b in blockers:
        need = max(0, (characteristics(game, b).toughness or 0) - b.damage)
        if deathtouch and need:
            need = 1
            stage_cites.append(("deathtouch_lethal_assignment", f"{name} has deathtouch: 1 damage to {display(game, b)} counts as lethal"))
        give = min(left, need)
        if give:
            out.append((obj.id, name, legal[b.id], give))
        left -= give
    if left and attacked is not None:
        out.append((obj.id, name, legal[attacked[0]], left))
    to = display(game, game.objects[attacked[0]]) if attacked and attacked[1][0] == "object" else attacked[0] if attacked else "nothing"
    stage_cites.append(("trample", f"{name} has trample: lethal damage to its blockers, the rest to {to}"))
    return out


def _lethal_is_one(game, c) -> bool:
    """702.2c (2026): any nonzero combat damage assigned by a source with
    deathtouch counts as lethal when checking for excess (trample)."""
    return game.rules.modern_keywords and c.has_keyword("deathtouch")


def _check_trample(game, creatures, assignments, stage_cites: list) -> None:
    """502.9b: damage to the player only if every blocker is assigned lethal damage."""
    defending = game.players[game.defending]
    for obj in creatures:
        if not (obj.attacking and obj.blocked and characteristics(game, obj).has_keyword("trample")):
            continue
        blocker_ids = {b.id for b in game.in_play() if is_blocking(b, obj.id)}
        from .as_though_unblocked import used as as_though_unblocked
        if as_though_unblocked(game, obj, assignments):
            continue  # it assigned as though it weren't blocked: trample's division isn't asked
        if not any(src == obj.id and r[1] not in blocker_ids for src, _, r, _ in assignments):
            continue  # nothing assigned past the blockers (to the player or planeswalker it attacks)
        deathtouch = _lethal_is_one(game, characteristics(game, obj))
        for b in [b for b in game.in_play() if is_blocking(b, obj.id)]:
            got = sum(a for _, _, r, a in assignments if r[0] == "object" and r[1] == b.id)
            if deathtouch and any(src == obj.id and r[0] == "object" and r[1] == b.id and a > 0 for src, _, r, a in assignments):
                if ("deathtouch_lethal_assignment", "any nonzero combat damage from a source with deathtouch counts as lethal") not in stage_cites:
                    stage_cites.append(("deathtouch_lethal_assignment", "any nonzero combat damage from a source with deathtouch counts as lethal"))
                continue
            if got + b.damage < (characteristics(game, b).toughness or 0):
                raise IllegalAction("trample", f"{display(game, obj)} can assign damage to {defending.name} only after assigning lethal damage to {display(game, b)}")
        if ("trample", "damage beyond lethal to the blockers may go to the defending player") not in stage_cites:
            stage_cites.append(("trample", "damage beyond lethal to the blockers may go to the defending player"))


def _put_on_stack(game, creatures, assignments, stage_cites) -> None:
    rules_used = []
    for obj in creatures:
        if obj.attacking and not obj.blocked and ("unblocked_damage_to_player", "an unblocked attacker assigns its damage to the defending player") not in rules_used:
            rules_used.append(("unblocked_damage_to_player", "an unblocked attacker assigns its damage to the defending player"))
        if obj.attacking and obj.blocked and ("blocked_damage_to_blockers", "a blocked creature assigns its damage among the creatures blocking it") not in rules_used:
            rules_used.append(("blocked_damage_to_blockers", "a blocked creature assigns its damage among the creatures blocking it"))
        if obj.blocking and ("blocker_damage_to_attackers", "a blocking creature assigns its damage to the attacker it blocks") not in rules_used:
            rules_used.append(("blocker_damage_to_attackers", "a blocking creature assigns its damage to the attacker it blocks"))
    if not assignments:
        emit(game, "No combat damage is assigned.", *stage_cites)
        return
    if not game.rules.combat_damage_uses_stack:
        _deal_at_once(game, assignments, rules_used + stage_cites)
        return
    item = StackItem(id=game.new_id("c"), kind="combat_damage", controller=game.active, name="Combat damage",
                     text="; ".join(f"{n} assigns {amt} to {r[1]}" for _, n, r, amt in assignments),
                     assignments=tuple(assignments))
    game.push(item)
    emit(game, "Combat damage goes on the stack: " + "; ".join(
        f"{n} assigns {amt} to {display(game, game.objects[r[1]]) if r[0] == 'object' else r[1]}" for _, n, r, amt in assignments) + ".",
         ("combat_damage_assignment", "all combat damage assignments go on the stack as a single object"),
         ("combat_damage_uses_stack", "combat damage goes on the stack once it's been assigned"),
         ("combat_damage_equal_to_power", "each creature assigns combat damage equal to its power"),
         ("combat_damage_not_spell", "it isn't a spell or ability, so it can't be countered"),
         *rules_used, *stage_cites)


def _deal_at_once(game, assignments, cites) -> None:
    """510.2 (2026): the assigned combat damage is dealt simultaneously, without
    the stack; no player can act between assigning and dealing it."""
    from .stack import deal_combat_damage
    emit(game, "Combat damage is dealt at once: " + "; ".join(
        f"{n} assigns {amt} to {display(game, game.objects[r[1]]) if r[0] == 'object' else r[1]}" for _, n, r, amt in assignments) + ".",
         ("combat_damage_assignment", "each player announces how their creatures assign combat damage, without the stack"),
         ("combat_damage_dealt", "all assigned combat damage is dealt at once; it never goes on the stack"),
         ("combat_damage_equal_to_power", "each creature assigns combat damage equal to its power"),
         *cites)
    deal_combat_damage(game, tuple(assignments))
