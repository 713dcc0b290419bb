"""Costs: activation costs (403.1), mana payment (409.1g-409.1h), and mana
abilities played while paying (411.2)."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .log import emit
from .mana import ManaCost, pay_from_pool, pool_text
from .targets import display


def is_mana_ability(ab: dict) -> bool:
    """406.1: an activated ability that could add mana and has no target."""
    if ab.get("kind") != "activated" or ab.get("targets") or "loyalty" in (ab.get("cost") or {}):
        return False  # a loyalty ability is never a mana ability (605.1a)
    return any(st.get("do") in ("add_mana", "add_mana_land_could_produce", "add_mana_chosen_color", "add_mana_for_each", "add_mana_or_chosen_color",
                                 "add_mana_commander_identity") for st in ab.get("effect", ()))


def cost_text(cost: dict) -> str:
    parts = []
    if cost.get("loyalty") is not None:  # a loyalty symbol: +1, 0, -3 (606.2)
        parts.append(f"{cost['loyalty']:+d}" if cost["loyalty"] else "0")
    if cost.get("mana"):
        parts.append(cost["mana"])
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("sacrifice") == "self":
        parts.append("sacrifice it")
    elif cost.get("sacrifice") and cost.get("sacrifice_count", 1) > 1:
        from .sacrifice_costs import plural_words
        parts.append(f"sacrifice {plural_words(cost['sacrifice'], cost['sacrifice_count'])}")
    elif cost.get("sacrifice"):
        parts.append(f"sacrifice {sacrifice_words(cost['sacrifice'])}")
    if cost.get("life"):
        parts.append(f"pay {cost['life']} life")
    if cost.get("energy"):
        parts.append("pay " + "{E}" * int(cost["energy"]))
    if cost.get("discard") == "self":
        parts.append("discard it")
    if cost.get("exile") == "self":
        parts.append("exile it")
    if cost.get("exile_cards"):  # "Exile two cards from your graveyard" (graveyard_card_costs.py)
        from .graveyard_card_costs import words
        parts.append(words(cost["exile_cards"]))
    if cost.get("return_to_hand") == "self":
        parts.append("return it to its owner's hand")
    if cost.get("tap_creature"):
        parts.append(tap_words(cost))
    if cost.get("return_permanents"):  # "Return a land you control to its owner's hand" (return_costs.py)
        from .return_costs import words as return_words
        parts.append(return_words(cost["return_permanents"]))
    for kind, n in (cost.get("remove_counters") or {}).items():
        parts.append(f"remove {n} {kind} counter{'s' if n != 1 else ''} from it")
    for kind, n in (cost.get("put_counters") or {}).items():  # "Put a -1/-1 counter on this creature" (Devoted Druid)
        parts.append(f"put {n} {kind} counter{'s' if n != 1 else ''} on it")
    if cost.get("remove_counter_from_creature"):  # "Remove a +1/+1 counter from a creature you control" (creature_counter_costs.py)
        from .creature_counter_costs import words as counter_from_words
        parts.append(counter_from_words(cost["remove_counter_from_creature"]))
    if cost.get("remove_any_counters"):  # "Remove any number of storage counters from this land" (storage_counters.py)
        parts.append(f"remove any number of {cost['remove_any_counters']} counters from it")
    if cost.get("mill"):  # "Mill a card" (mill_costs.py)
        parts.append("mill a card" if cost["mill"] == 1 else f"mill {cost['mill']} cards")
    if cost.get("remove_x_counters"):  # "Remove X storage counters from this land" (storage_counters.py)
        parts.append(f"remove X {cost['remove_x_counters']} counters from it")
    if cost.get("discard") and cost["discard"] != "self":
        kind = f"{cost['discard_type'].lower()} " if cost.get("discard_type") else ""
        parts.append(f"discard {'an' if kind[:1] in 'aeiou' and kind else 'a'} {kind}card" if cost["discard"] == 1
                     else f"discard {cost['discard']} {kind}cards")
        if cost.get("discard_random"):
            parts[-1] += " at random"
    if cost.get("crew"):
        parts.append(f"crew {cost['crew']}")
    if cost.get("saddle"):
        parts.append(f"saddle {cost['saddle']}")
    if cost.get("station"):
        parts.append("tap another untapped creature you control")
    return ", ".join(parts) or "{0}"


def special_action_payment(game) -> str:
    return f"a special action's cost is paid from the mana pool: {game.words.activate} mana abilities first, while holding priority"


def pay_mana(game, player, cost: ManaCost, x: int, prefer: dict | None, what: str, hint: str = "", paying_for=None) -> None:
    """Pay `cost` from the pool (409.1h); `hint` says what the player could do instead if it can't be.
    Outside a spell's payment, restricted mana that may pay for other things (a Powerstone's, 2026
    111.10h) pays too (restricted_mana.OtherPayment); `paying_for`: restricted_mana.AbilityOf the
    source, for a mana ability's mana cost."""
    from .restricted_mana import OtherPayment
    with OtherPayment(game, player, what, paying_for) as other:
        other.ready()
        _pay_mana(game, player, cost, x, prefer, what, hint)


def _pay_mana(game, player, cost: ManaCost, x: int, prefer: dict | None, what: str, hint: str = "") -> None:
    before = dict(player.mana_pool)
    if cost.hybrid or cost.phyrexian:
        return _pay_hybrid(game, player, cost, x, prefer, what, hint)
    after = pay_from_pool(before, cost, x, prefer)
    total = cost.total(x)
    need = "".join("{%s}" % c * n for c, n in total["colored"].items())
    if total["generic"]:
        need = "{%d}" % total["generic"] + need
    if after is None:
        raise IllegalAction("pay_total_cost",
                            f"{player.name} can't pay {need or '{0}'} for {what}: the mana pool holds {pool_text(before)} (partial payments are not allowed"
                            + (f"; {hint})" if hint else ")"),
                            "playing_spell_steps", "illegal_action_reversed")
    player.mana_pool = after
    from .sunburst import note_spent
    note_spent(game, before, after)  # 502.37a / 702.44a
    if need:
        emit(game, f"{player.name} pays {need} from their mana pool.", ("pay_total_cost", "the total cost is paid"))


def pay_other_costs(game, player, source, cost: dict, pay: dict, what: str, concept: str = "activated_ability_cost") -> None:
    """The costs besides mana; the cards they move out of a graveyard leave it at once (graveyard_leaving.py)."""
    from .graveyard_leaving import one_graveyard_event
    with one_graveyard_event(game):
        _pay_other_costs(game, player, source, cost, pay, what, concept)


def _pay_other_costs(game, player, source, cost: dict, pay: dict, what: str, concept: str = "activated_ability_cost") -> None:
    from .zones import leave_play
    if cost.get("tap"):
        if source.zone != "in_play":
            raise IllegalAction("tap_symbol", f"{display(game, source)} is not in play, so it can't be tapped")
        if source.tapped:
            raise IllegalAction("tap_symbol", f"{display(game, source)} is already tapped and can't be tapped again to pay the cost",
                                "illegal_action_reversed")
        source.tapped = True
        from .triggers import fire
        fire(game, "becomes_tapped", obj=source)
    if cost.get("exert"):  # "{T}, Exert this creature:" (2026 701.43a; exert_costs.py)
        from .exert_costs import pay_exert_cost
        pay_exert_cost(game, player, source)
    if cost.get("crew"):  # "Crew N": tap other creatures with total power N or more (702.122a)
        from .vehicles import pay_crew
        pay_crew(game, player, source, int(cost["crew"]), pay)
    if cost.get("saddle"):  # "Saddle N": tap other creatures with total power N or more (702.171a)
        from .saddle import pay_saddle
        pay_saddle(game, player, source, int(cost["saddle"]), pay)
    if cost.get("life"):
        if player.life < int(cost["life"]):
            # 2026: 119.4; 2007 says it in its glossary ("Cost"), and 409.1h: no partial payment
            raise IllegalAction("pay_life" if game.rules.applies("pay_life") else "pay_total_cost",
                                f"{player.name} has {player.life} life and can't pay {cost['life']} life for {what}",
                                "illegal_action_reversed")
        player.life = player.life - int(cost["life"])
        emit(game, f"{player.name} pays {int(cost['life'])} life for {what} ({player.life} life).",
             ("pay_life" if game.rules.applies("pay_life") else concept, f"life paid as a cost of {what}"))
    if cost.get("energy"):  # "Pay {E}{E}" (2026 107.14): energy_payment.pay_energy_cost
        from .energy_payment import pay_energy_cost
        pay_energy_cost(game, player, int(cost["energy"]), what)
    if cost.get("discard") == "self":
        _discard_self(game, player, source, what, concept)
    if cost.get("discard") and cost["discard"] != "self" and not cost.get("discard_random"):
        _discard_cost(game, player, int(cost["discard"]), (pay or {}).get("discard") or [], what, concept, cost.get("discard_type"))
    if cost.get("exile") == "self":
        _exile_self(game, player, source, what, concept)
    if cost.get("exile_cards"):  # "Exile two other creature cards from your graveyard" (409.1h / 601.2h)
        from .graveyard_card_costs import pay as pay_exile_cards
        pay_exile_cards(game, player, source, cost["exile_cards"], list((pay or {}).get("exile") or ()), what, concept)
    if cost.get("return_to_hand") == "self":  # "Return ~ to its owner's hand" as a cost
        if source.zone != "in_play" or source.controller != player.index:
            raise IllegalAction(concept, f"{display(game, source)} isn't a permanent {player.name} controls, so it can't be returned to pay the cost")
        name = display(game, source)
        leave_play(game, source, "hand", "returned")
        emit(game, f"{player.name} returns {name} to its owner's hand as a cost.",
             (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))
    if cost.get("return_permanents"):  # "Return a land you control to its owner's hand": pay.return names them (return_costs.py)
        from .return_costs import pay as pay_return_permanents
        pay_return_permanents(game, player, cost["return_permanents"], list((pay or {}).get("return") or ()), what, concept)
    if cost.get("tap_creature"):  # "Tap an untapped creature / two untapped creatures / an untapped Ally you control"
        _tap_permanents(game, player, (pay or {}).get("tap") or [], cost, what, concept)
    for kind, n in (cost.get("remove_counters") or {}).items():
        if source.counters.get(kind, 0) < n:
            raise IllegalAction(concept, f"{display(game, source)} has {source.counters.get(kind, 0)} {kind} counter(s), so {n} can't be "
                                         f"removed to pay the cost", "illegal_action_reversed")
        source.counters = {k: v for k, v in {**source.counters, kind: source.counters[kind] - n}.items() if v}  # none left: no entry
        game.characteristics_changed()
        emit(game, f"{player.name} removes {n} {kind} counter{'s' if n != 1 else ''} from {display(game, source)} as a cost.",
             (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))
    for kind, n in (cost.get("put_counters") or {}).items():  # "Put a -1/-1 counter on this creature: Untap this creature."
        if source.zone != "in_play":
            raise IllegalAction(concept, f"{display(game, source)} isn't on the battlefield, so counters can't be put on it to pay the cost")
        source.counters = {**source.counters, kind: source.counters.get(kind, 0) + n}
        game.characteristics_changed()  # a creature that now has 0 toughness dies as state-based actions are checked (704.5f / 420.5c)
        emit(game, f"{player.name} puts {n} {kind} counter{'s' if n != 1 else ''} on {display(game, source)} as a cost.",
             (concept, f"the cost of {what} is paid by the player {game.words.activating} it"),
             ("counters_pt", "counters modify power and toughness in their own sublayer"))
    if cost.get("remove_counter_from_creature"):  # "Remove a +1/+1 counter from a creature you control": pay.remove_from names it
        from .creature_counter_costs import pay as pay_counter_from
        pay_counter_from(game, player, cost["remove_counter_from_creature"], pay, what, concept)
    if cost.get("remove_any_counters"):  # "Remove any number of storage counters from this land": the action's pay chooses N
        from .storage_counters import pay_any
        pay_any(game, player, source, cost["remove_any_counters"], pay, what, concept)
    if cost.get("mill"):  # "Mill a card" (mill_costs.py)
        from .mill_costs import pay_mill
        pay_mill(game, player, int(cost["mill"]), what, concept)
    if cost.get("remove_x_counters"):  # "Remove X storage counters from this land": X is the action's pay.remove_counters
        from .storage_counters import pay_any
        pay_any(game, player, source, cost["remove_x_counters"], pay, what, concept, x=True)
    sac = cost.get("sacrifice")
    if sac == "self":
        if source.zone != "in_play" or source.controller != player.index:
            raise IllegalAction("activated_ability_cost", f"{display(game, source)} can't be sacrificed: it isn't a permanent {player.name} controls")
        name = display(game, source)
        emit(game, f"{player.name} sacrifices {name} as a cost.",  # said before it dies (leave_play)
             (concept, f"the cost of {what} is paid by the player {game.words.casting if concept == 'pay_total_cost' else game.words.activating} it"))
        leave_play(game, source, "graveyard", "sacrificed")
    elif sac and cost.get("sacrifice_count", 1) > 1:  # "Sacrifice two Treasures" (sacrifice_costs.py)
        from .sacrifice_costs import pay as pay_sacrifices
        pay_sacrifices(game, player, source, sac, int(cost["sacrifice_count"]), list((pay or {}).get("sacrifice") or ()), what, concept)
    elif sac:
        chosen = (pay or {}).get("sacrifice") or []
        if not chosen:
            raise IllegalAction(concept, f"the cost requires sacrificing {sacrifice_words(sac)}, and none was chosen (\"pay\": {{\"sacrifice\": [...]}})",
                                "illegal_action_reversed")
        obj = game.objects.get(chosen[0])
        if obj is None or obj.zone != "in_play" or obj.controller != player.index or not _is_sacrificeable(game, obj, sac, source):
            said = display(game, obj) if obj is not None else chosen[0]
            raise IllegalAction(concept, f"{said} is not {sacrifice_words(sac)} {game.words.in_play} that {player.name} controls",
                                "illegal_action_reversed")
        name = display(game, obj)
        emit(game, f"{player.name} sacrifices {name} as a cost.",  # said before it dies (leave_play)
             (concept, f"the cost of {what} is paid by the player {game.words.casting if concept == 'pay_total_cost' else game.words.activating} it"))
        leave_play(game, obj, "graveyard", "sacrificed")
    if cost.get("discard_random"):  # "Discard a card at random": paid after the others (2026 601.2h; random_discard_costs.py)
        from .random_discard_costs import pay_random_discard
        pay_random_discard(game, player, list((pay or {}).get("discard") or ()), what, concept)


def _tap_creature(game, player, chosen: list, what: str, concept: str, field: str = "tap") -> None:
    """ "Tap an untapped creature you control" as a cost (conspire's creatures: `field` is the
    action's `pay` key that names it)."""
    _tap_permanents(game, player, chosen, {"tap_creature": True}, what, concept, field)


def tap_words(cost: dict) -> str:
    """ "tap an untapped creature you control", "tap two untapped creatures you control", "tap an
    untapped Ally you control"."""
    n = 1 if cost.get("tap_creature") is True else int(cost["tap_creature"])
    kind = cost.get("tap_subtype") or "creature"
    if n == 1:
        return f"tap an untapped {kind} you control"
    from .return_costs import plural  # "Elves", "Kithkin" (return_costs.IRREGULAR)
    words = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    return f"tap {words[n - 2] if n - 2 < len(words) else n} untapped {kind if kind.endswith('s') else plural(kind)} you control"


def _tap_permanents(game, player, chosen: list, cost: dict, what: str, concept: str, field: str = "tap") -> None:
    """ "Tap two untapped creatures you control" (Skaab Wrangler), "Tap an untapped Ally you
    control", "Tap an untapped Gate you control": that many different untapped permanents of that
    kind its player controls, named in the action's `pay.tap`; no {T} symbol, so summoning sickness
    doesn't matter (2007 212.3d; 2026 302.6)."""
    n = 1 if cost.get("tap_creature") is True else int(cost["tap_creature"])
    sub = cost.get("tap_subtype")

    def fits(obj) -> bool:
        c = characteristics(game, obj)
        return obj.zone == "in_play" and obj.controller == player.index and not obj.tapped and (
            sub in (c.subtypes or ()) if sub else c.is_creature)
    objs = [game.objects.get(oid) for oid in chosen]
    if len(set(chosen)) != n or len(chosen) != n or any(o is None or not fits(o) for o in objs):
        raise IllegalAction(concept, f"the cost is to {tap_words(cost)}, named in \"pay\": {{\"{field}\": [...]}} "
                                     f"(given: {', '.join(chosen) or 'none'})", "illegal_action_reversed")
    for obj in objs:
        obj.tapped = True
    emit(game, f"{player.name} taps {', '.join(display(game, o) for o in objs)} as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))


def _exile_self(game, player, source, what: str, concept: str) -> None:
    """ "Exile ~" / "Exile this card from your graveyard / hand" as a cost: from the zone the ability
    works in (play, where only its controller may; or its owner's graveyard or hand)."""
    from .zones import leave_play, move_card
    name = display(game, source)
    if source.zone == "in_play":
        if source.controller != player.index:
            raise IllegalAction(concept, f"{name} isn't a permanent {player.name} controls, so it can't be exiled to pay the cost")
        leave_play(game, source, "removed_from_game", "exiled")
    elif source.zone == "graveyard" and source.owner == player.index:
        move_card(game, source, "removed_from_game")
    elif source.zone == "hand" and source.owner == player.index:  # "Exile this card from your hand: Add {G}." (Elvish Spirit Guide)
        move_card(game, source, "removed_from_game")
    else:
        raise IllegalAction(concept, f"{name} is not where the cost can exile it")
    emit(game, f"To pay the cost, {player.name} chooses to {game.words.remove(name)}: it is {game.words.removed}.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))


def _discard_cost(game, player, n: int, chosen: list, what: str, concept: str, kind: str | None = None) -> None:
    """ "Discard a card" / "Discard two cards" / "Discard a creature card" as a cost: the player
    chooses the cards from their hand (the action's `pay.discard`), each of the card type `kind` if
    the cost names one; a cost can't be paid without all of them (2007: 409.1h, 2026: 601.2h)."""
    from .zones import move_card
    hand = game.zones[(player.index, "hand")]
    if len(set(chosen)) != n or len(chosen) != n or any(c not in hand for c in chosen) or (
            kind and any(kind not in characteristics(game, game.objects[c]).types for c in chosen)):
        cards = f"{kind.lower()} card" if kind else "card"
        raise IllegalAction(concept, f"the cost requires discarding {n} {cards}{'s' if n != 1 else ''} from {player.name}'s hand, "
                                     f"named in \"pay\": {{\"discard\": [...]}} (given: {', '.join(chosen) or 'none'})",
                            "illegal_action_reversed")
    names = [display(game, game.objects[c]) for c in chosen]
    for c in chosen:
        move_card(game, game.objects[c], "graveyard")
    emit(game, f"{player.name} discards {', '.join(names)} as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))


#: "Sacrifice a creature / another creature / an artifact / a land / a Goblin" (the permanent is the
#: action's `pay.sacrifice`; "subtype:Goblin" is a permanent with that subtype)
SACRIFICE_WORDS = {"creature": "a creature", "another_creature": "another creature", "artifact": "an artifact", "land": "a land",
                   "enchantment": "an enchantment", "permanent": "a permanent", "nonland_permanent": "a nonland permanent"}
SACRIFICE_WORDS.update({"token": "a token", "nontoken_creature": "a nontoken creature", "nontoken_artifact": "a nontoken artifact",
                        "nontoken_permanent": "a nontoken permanent"})  # "Sacrifice a token" (Fountainport), "a nontoken artifact"


def sacrifice_words(sac: str) -> str:
    from .sacrifice_another import applies as another_applies, words as another_words
    if another_applies(sac):  # "another creature or artifact", "another Cleric" (sacrifice_another.py)
        return another_words(sac)
    if "_or_" in sac:  # "an artifact or creature" (additional_costs.SACRIFICE)
        first, *rest = sac.split("_or_")
        return " or ".join([sacrifice_words(first)] + rest)
    if sac.startswith("subtype:"):
        return f"{'an' if sac[8:9] in 'AEIOU' else 'a'} {sac[8:]}"
    return SACRIFICE_WORDS.get(sac, "a " + sac)


def _is_sacrificeable(game, obj, sac: str, source) -> bool:
    from .sacrifice_another import applies as another_applies, sacrificeable as another_sacrificeable
    if another_applies(sac):  # "Sacrifice another creature or artifact": not the source, of the kind (sacrifice_another.py)
        return another_sacrificeable(game, obj, sac, source)
    if "_or_" in sac:
        return any(_is_sacrificeable(game, obj, part, source) for part in sac.split("_or_"))
    c = characteristics(game, obj)
    if sac == "enchantment":
        return "Enchantment" in c.types
    if sac == "creature":
        return c.is_creature
    if sac == "another_creature":
        return c.is_creature and obj.id != getattr(source, "id", None)
    if sac == "artifact":
        return "Artifact" in c.types
    if sac == "land":
        return "Land" in c.types
    if sac == "planeswalker":  # "Sacrifice a creature or planeswalker"
        return "Planeswalker" in c.types
    if sac.startswith("subtype:"):  # "Sacrifice a Goblin", "Sacrifice a Forest"
        return sac[8:] in c.subtypes
    if sac == "permanent":  # "sacrifice a permanent" (additional_costs.py): any one the player controls
        return True
    if sac == "nonland_permanent":  # "sacrifice a nonland permanent"
        return "Land" not in c.types
    if sac == "token":  # "Sacrifice a token" (Fountainport): a permanent no card represents (2007 216.1; 2026 111.1)
        return bool(obj.token)
    if sac in ("nontoken_creature", "nontoken_artifact", "nontoken_permanent"):  # "Sacrifice a nontoken artifact" (Thopter Foundry)
        return not obj.token and _is_sacrificeable(game, obj, sac[len("nontoken_"):], source)
    return False


def _pay_hybrid(game, player, cost, x: int, prefer, what: str, hint: str) -> None:
    """Hybrid symbols ({W/U}: either color; {2/W}: one white or two of any type;
    2007: 104.3f, 2026: 107.4e) and Phyrexian ones ({W/P}: one white or 2 life;
    2026: 107.4f), each paid the way that lets the whole cost be paid, with as
    little life as possible; life only if the player has that much (119.4)."""
    from .mana import pay_hybrid, pool_text
    if (cost.phyrexian or any("2" in h for h in cost.hybrid)) and not game.rules.applies("phyrexian_mana"):
        raise IllegalAction("mana_symbols", f"the cost {cost.text(x)} of {what} has a symbol the February 2007 rules don't have "
                                            "(their mana symbols include only the two-color hybrid symbols such as {W/U})",
                            "illegal_action_reversed")
    before = dict(player.mana_pool)
    paid = pay_hybrid(before, cost, x, prefer)
    if paid is None:
        raise IllegalAction("pay_total_cost", f"{player.name} can't pay {cost.text(x)} for {what}: the mana pool holds {pool_text(before)} "
                                              "(partial payments are not allowed" + (f"; {hint})" if hint else ")"),
                            "playing_spell_steps", "illegal_action_reversed")
    after, halves, life_symbols = paid
    from .sunburst import note_spent
    note_spent(game, before, after)  # 502.37a / 702.44a
    life = 2 * life_symbols
    if life and player.life < life:
        raise IllegalAction("pay_life", f"{player.name} has {player.life} life and can't pay {life} life for {what}'s Phyrexian mana",
                            "playing_spell_steps", "illegal_action_reversed")
    player.mana_pool = after
    cites = []
    if cost.hybrid:
        how = ", ".join(f"{{{h[0]}/{h[1]}}} with {'two mana' if half == '2' else '{' + half + '}'}" for h, half in zip(cost.hybrid, halves))
        cites.append(("hybrid_mana", f"each hybrid symbol is paid one of its two ways: {how}"))
    if cost.phyrexian:
        cites.append(("phyrexian_mana", f"{life_symbols} Phyrexian symbol{'s' if life_symbols != 1 else ''} paid with 2 life each, "
                                         f"{len(cost.phyrexian) - life_symbols} with mana"))
    if life:
        player.life = player.life - life
        cites.append(("pay_life", f"{player.name} had at least {life} life, so could pay it"))
    emit(game, f"{player.name} pays {cost.text(x)}" + (f", {life} life of it" if life else "") + f" ({pool_text(before)} in the pool before).",
         ("pay_total_cost", "the total cost is paid"), *cites)


def _discard_self(game, player, source, what: str, concept: str) -> None:
    """"Discard this card" (cycling's cost, 702.29a / 502.18a): the card must be
    in its owner's hand, and goes to the graveyard as the cost is paid."""
    from .zones import move_card
    if source.zone != "hand" or source.owner != player.index:
        raise IllegalAction(concept, f"{display(game, source)} can't be discarded: it isn't in {player.name}'s hand", "illegal_action_reversed")
    name = display(game, source)
    move_card(game, source, "graveyard")
    emit(game, f"{player.name} discards {name} as a cost.",
         (concept, f"the cost of {what} is paid by the player {game.words.activating} it"))
