"""JSON-safe snapshots of the game state, shared between steps where unchanged.

Each object caches its snapshot dict until it or the continuous effects
change, and each zone reuses its list while its contents are the same
objects, so a step that changes one thing costs little time and memory.
"""
from __future__ import annotations

from .continuous import characteristics
from .protection import text as protection_text
from .state import OUTSIDE_THE_GAME, PHASED_OUT, ZONES


def ability_texts(abilities) -> list[str]:
    out = []
    for ab in abilities:
        if ab.get("kind") == "keyword":
            kw = ab.get("keyword", "")
            if kw == "morph":
                out.append(f"{'megamorph' if ab.get('megamorph') else 'morph'} {ab['cost']}")
            elif kw == "suspend":
                out.append(f"suspend {ab.get('count')}-{ab.get('cost')}")
            elif kw == "equip":
                from .equip_other_costs import words as equip_words  # "Equip—Sacrifice a creature."
                out.append(f"equip {equip_words(ab)}")
            elif kw == "protection":
                out.append(protection_text(ab.get("from", "")))
            elif kw == "enchant":
                from .enchant import enchant_words
                out.append(enchant_words(ab.get("what", "creature")))
            else:
                out.append(kw.replace("_", " "))
        else:
            out.append(ab.get("text", ab.get("kind", "")))
    return out


def object_snapshot(game, obj) -> dict:
    snap = obj._snap
    if snap is not None and (obj._snap_gen == game._gen or (obj.zone != "in_play" and not characteristics(game, obj).counted)):
        return snap  # outside play no continuous effect applies, so only the object matters (but a 2026 count, 604.3)
    c = characteristics(game, obj)
    players = game.players
    texts = ability_texts(c.abilities)
    snap = {
        "id": obj.id,
        "name": c.name,
        "card": obj.card.get("name"),
        "owner": players[obj.owner].name,
        "controller": players[obj.controller].name if obj.zone in ("in_play", "stack") else None,
        "zone": obj.zone,
        "mana_cost": c.mana_cost,
        "types": list(c.types),
        "supertypes": list(c.supertypes),
        "subtypes": list(c.subtypes),
        "colors": list(c.colors),
        "power": c.power,
        "toughness": c.toughness,
        "abilities": texts,
        "keywords": [text for ab, text in zip(c.abilities, texts) if ab.get("kind") == "keyword"],
        "tapped": obj.tapped,
        "damage": obj.damage,
        "counters": dict(obj.counters),
        "face_down": obj.face_down,
        "token": obj.token,
        "summoning_sick": bool(obj.zone == "in_play" and c.is_creature and not obj.continuous_control),
        "attached_to": obj.attached_to,
        "attacking": obj.attacking,
        "blocking": obj.blocking,
        "blocked": obj.blocked,
    }
    if obj.blocking is not None and obj.also_blocking:
        snap["also_blocking"] = list(obj.also_blocking)  # the other attackers it blocks (multiple_blocks.py)
    if obj.chosen:
        snap["chosen"] = dict(obj.chosen)  # "as it comes into play" choices (419.1b), only when made
    if obj.monstrous:
        snap["monstrous"] = True  # the designation (701.37b), only when it has it
    if game.effects and any(e.kind == "saddled" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects):
        snap["saddled"] = True  # the designation (702.171b), only while it has it
    if obj.paired_with is not None:
        from .soulbond import partner
        mate = partner(game, obj)
        if mate is not None:
            snap["paired_with"] = mate.id  # soulbond (2026 702.95b), only while paired
    if obj.transformed:
        snap["transformed"] = True  # its back face up (2026 712.8e), only when it is
    if obj.flipped:
        snap["flipped"] = True  # status (510.1), only when flipped: older replays stay as they were
    if obj.attacking_what is not None:
        snap["attacking_planeswalker"] = obj.attacking_what[0]  # 508.1b, only when it attacks one
    object.__setattr__(obj, "_snap", snap)
    object.__setattr__(obj, "_snap_gen", game._gen)
    return snap


def _player_snapshot(p) -> dict:
    snap = p._snap
    if snap is None:
        snap = {"name": p.name, "life": p.life, "mana_pool": dict(p.mana_pool),
                "lands_played_this_turn": p.lands_played_this_turn, "lost": p.lost, "won": p.won}
        if p.restricted_mana:  # mana that may be spent only on some spells (2026 106.6), only when there is some
            snap["restricted_mana"] = [{"type": t, "spend_only": r} for t, r in p.restricted_mana]
        if p.poison:
            snap["poison"] = p.poison
        if p.energy:
            snap["energy"] = p.energy
        if p.monarch:
            snap["monarch"] = True
        if getattr(p, "commander", ()):  # 2026 903.3: only when the scenario names one
            snap["commander"] = list(p.commander)
        if p.citys_blessing:
            snap["citys_blessing"] = True  # 702.131c, only when the player has it
        if p.speed is not None:
            snap["speed"] = p.speed  # 702.179, only once the player has speed
        if p.dungeon is not None:  # 2026 309.2a: the dungeon card in the command zone and the venture marker's room
            snap["dungeon"] = {"name": p.dungeon[0], "room": p.dungeon[1]}
        if p.dungeons_completed:  # 309.7
            snap["dungeons_completed"] = p.dungeons_completed
        if p.initiative:  # 2026 726.1, only when the player has it
            snap["initiative"] = True
        if p.emblems:  # 2026 114.2: in the command zone, only when the player has one
            snap["emblems"] = [{"id": e.id, "from": e.source, "text": e.text} for e in p.emblems]
        object.__setattr__(p, "_snap", snap)
    return snap


def _counted(obj) -> bool:
    c = obj._chars
    return c is not None and c.counted


def _zone_snapshot(game, key) -> list:
    ids = game.zones[key]
    objs = game.objects
    if key[1] != "in_play":
        # outside play, objects don't change while they stay in their zone (any
        # change of theirs comes with a move, which replaces the zone's tuple)
        # and no continuous effect applies to them, so the tuple decides
        cached = game._zone_snap.get(key)
        if cached is not None and game.rules.counts_outside_play and any(_counted(objs[i]) for i in cached[0]):
            cached = None  # a */* card counts here under 2026 (604.3): its numbers follow the game
        if cached is not None:
            old_ids, old = cached
            if old_ids is ids:
                return old
            # a card left the top or was added on top: slice instead of rebuilding
            if len(ids) == len(old_ids) - 1 and ids == old_ids[:-1]:
                snaps = old[:-1]
                game._zone_snap[key] = (ids, snaps)
                return snaps
            if len(ids) == len(old_ids) + 1 and ids[:-1] == old_ids:
                snaps = old + [object_snapshot(game, objs[ids[-1]])]
                game._zone_snap[key] = (ids, snaps)
                return snaps
        snaps = [object_snapshot(game, objs[i]) for i in ids]
        game._zone_snap[key] = (ids, snaps)
        return snaps
    snaps = [object_snapshot(game, objs[i]) for i in ids]
    cached = game._zone_snap.get(key)
    if cached is not None and len(cached[1]) == len(snaps) and all(a is b for a, b in zip(cached[1], snaps)):
        return cached[1]
    game._zone_snap[key] = (ids, snaps)
    return snaps


def _player_zones(game, p) -> dict:
    """One player's zones; the same dict as last step if no zone list changed."""
    zones = ZONES + ((OUTSIDE_THE_GAME,) if game.zones.get((p.index, OUTSIDE_THE_GAME)) else ())  # only when it holds a card
    zones += (PHASED_OUT,) if game.zones.get((p.index, PHASED_OUT)) else ()  # phasing.py: only when one is phased out
    lists = [_zone_snapshot(game, (p.index, z)) for z in zones]
    key = ("zones", p.index)
    cached = game._zone_snap.get(key)
    if cached is not None and len(cached[0]) == len(lists) and all(a is b for a, b in zip(cached[0], lists)):
        return cached[1]
    d = dict(zip(zones, lists))
    game._zone_snap[key] = (lists, d)
    return d


def _stack_item(game, item) -> dict:
    d = {"id": item.id, "kind": item.kind, "name": item.name, "text": item.text,
         "controller": game.players[item.controller].name,
         "targets": [t.id for t in item.targets]}
    if item.x is not None:
        d["x"] = item.x
    if item.mode is not None:
        d["mode"] = item.mode
    if item.kind == "spell":
        d["object"] = object_snapshot(game, game.objects[item.source_id])
    elif item.kind in ("activated", "triggered") and item.source_id:
        d["source"] = item.source_id
    if item.kind == "combat_damage":
        d["assignments"] = [{"source": s, "source_name": n, "to": r[1], "amount": a} for s, n, r, a in item.assignments]
    return d


def _all_zones(game) -> dict:
    """Every player's zones; the very same dict as last step when no object,
    zone or continuous effect changed since (the common case of passing)."""
    j = game.journal
    cached = game._zone_snap.get("all")
    if cached is not None and not j.objects_changed and cached[0] is game.zones and cached[1] == game._gen:
        return cached[2]
    zones = {p.name: _player_zones(game, p) for p in game.players}
    game._zone_snap["all"] = (game.zones, game._gen, zones)
    j.objects_changed = False
    return zones


def _cached_list(game, name: str, source: tuple, build) -> list:
    """A list built from an immutable tuple of the state, rebuilt only when
    that tuple is replaced."""
    cached = game._zone_snap.get(name)
    if cached is not None and cached[0] is source:
        return cached[1]
    out = build(source)
    game._zone_snap[name] = (source, out)
    return out


def _effects(effects) -> list:
    return [{"kind": e.kind, "affects": e.target, "from": e.source, "until": e.until, "timestamp": e.timestamp}
            for e in effects]


def snapshot(game) -> dict:
    players = game.players
    return {
        "rules": game.rules.date,
        "turn": game.turn,
        "phase": game.phase,
        "step": game.step,
        "active_player": players[game.active].name,
        "priority_player": players[game.priority].name if game.priority is not None else None,
        "awaiting": game.awaiting,
        "players": [_player_snapshot(p) for p in players],
        "zones": _all_zones(game),
        "stack": [_stack_item(game, it) for it in game.stack] if game.stack else [],
        "continuous_effects": _cached_list(game, "effects", game.effects, _effects),
        "delayed_triggers": _cached_list(game, "delayed", game.delayed, lambda ds: [
            {"id": d.id, "at": d.at, "text": d.text, "from": d.name, "refers_to": d.refers_to.id if d.refers_to else None}
            for d in ds]),
        "waiting_triggers": _cached_list(game, "pending", game.pending, lambda ts: [
            {"name": t.name, "text": t.text, "controller": players[t.controller].name} for t in ts]),
        "game_over": game.game_over,
        "winner": game.winner,
        **({"day_night": game.day_night} if game.day_night else {}),  # 2026 731.1, only once it is day or night
    }
