"""What the rules allow now: every action the player who must act may take.

`legal_actions(game)` answers `(player name, [scenario-format action dicts])`.
It proposes candidates and keeps exactly those the engine's own check accepts
(`actions.is_legal`, the same code that plays a scenario), so it never holds a
second copy of the rules; the candidates are only a search space.

Holding priority (408.1c): pass (408.1c), play a land (212.6a, a special action: 408.2d),
play a spell from the hand (409.1) with each mode (409.1b), each X the player
can pay, face down when it has morph (502.26), each legal choice of targets
(409.1c) and a way to pay (409.1f-h) from the mana pool and the mana abilities
of the permanents the player controls; play an activated ability (including mana abilities with
each type of mana they can make, 406) the same way; turn a face-down permanent
face up (408.2h) and suspend a card (408.2k). The morph and suspend costs are
paid from the pool, as the engine pays them: play the mana abilities first.

Declarations (308.1, 309.1, 310.1): every set of attackers when six or fewer
creatures could attack, else no attackers, each creature alone and all of
them; every set of blocks when there are at most `MAX_DECLARATIONS`, else no
blocks, each single block and every blocker on its first legal attacker; combat
damage (one announcement for both players' creatures, 310.1, made by the active
player, who announces first): the default assignment and, for each creature
with more than one legal recipient, all of its damage to each of them; other
divisions of its damage (310.2) are left out.

Bounds, so that a busy board answers in milliseconds: at most `MAX_TARGET_SETS`
target combinations per spell or ability variant, X up to what the player can
pay (at most `MAX_X`), and for each a payment with the fewest mana abilities
(the first of up to `PAYMENTS_TRIED` that the engine accepts). Each variant
(object, mode, X) is tried whole by is_legal until one choice of targets is
accepted; its other choices of targets differ only in what 409.1c checks, and
were checked by the function is_legal uses there (`targets.why_illegal`). A choice made
on resolution ("you may put a creature card from your hand into play") is
offered as each fitting card in the hand, each chosen target, and none.
Targets of triggered abilities are left to the engine's default. Rule numbers
here are the 2007 edition's; it works the same under June 2026 (the tests run
both).
"""
from __future__ import annotations

from itertools import combinations, product

from . import payment
from . import graveyard_casting
from .actions import Action, add_costs, equip_ability, is_legal, kicker_cost
from .combat import can_attack, can_block
from .continuous import characteristics
from .costs import is_mana_ability
from .mana import parse_cost
from .multiple_blocks import is_blocking

MAX_TARGET_SETS = 64
MAX_DECLARATIONS = 64
MAX_ATTACKER_SUBSETS_OF = 6
MAX_X = 20
PAYMENTS_TRIED = 3

# refusals that no choice of targets, X, mode or payment can change: the
# object (or ability) is out at once (checked by the engine before 409.1c)
_OUT_WHATEVER_THE_CHOICES = frozenset({
    "player_with_priority_acts", "game_ends_immediately", "announce_move_to_stack", "land_cant_be_played_as_spell",
    "morph_required", "sorcery_speed", "sorcery_speed_ability", "timing_restrictions",
    "restriction_survives_control_change", "ability_functions_in_play", "ability_cost_payable_outside_play",
    "only_controller_activates", "static_abilities_not_played", "trigger_waits_for_priority",
    "abilities_of_object", "tap_ability_summoning_sickness", "split_second",
})


def who_must_act(game) -> int | None:
    """The player the game waits for: the declarer (308.1, 309.1, 310.1) or the
    player with priority; None once the game is over or no one may act."""
    if game.game_over:
        return None
    if game.awaiting == "declare_blockers":
        return game.defending
    if game.awaiting:
        return game.active
    return game.priority


def legal_actions(game) -> tuple[str | None, list[dict]]:
    """(the name of the player who must act, every action the rules allow them)."""
    who = who_must_act(game)
    if who is None:
        return None, []
    player = game.players[who]
    finder = _Finder(game, player)
    if game.awaiting == "declare_attackers":
        return player.name, finder.attack_declarations()
    if game.awaiting == "declare_blockers":
        return player.name, finder.block_declarations()
    if game.awaiting == "assign_combat_damage":
        return player.name, finder.damage_assignments()
    return player.name, finder.priority_actions()


def _target_choices(specs, per_spec):
    """The ways to choose one target per spec, lazily (the caller stops at MAX_TARGET_SETS). The X targets of
    "Destroy X target creatures" are one instance of "target" (x_targets.py): X distinct objects, their order
    meaningless, so that run of specs is chosen as combinations; a product over it would walk n**X tuples,
    nearly all repeating a target, before the first legal one."""
    groups, i = [], 0
    while i < len(specs):
        j = i + 1
        if isinstance(specs[i], dict) and specs[i].get("x_targets"):
            while j < len(specs) and specs[j] == specs[i]:
                j += 1
            groups.append((per_spec[i], j - i))
        else:
            groups.append((per_spec[i], 0))
        i = j

    def rest(k):
        if k == len(groups):
            yield ()
            return
        fits, run = groups[k]
        for head in (combinations(fits, run) if run else ((f,) for f in fits)):
            for tail in rest(k + 1):
                yield head + tail
    return rest(0)


def _clean(d: dict) -> dict:
    """The action as a scenario would write it: no empty or default keys."""
    return {k: v for k, v in d.items()
            if not (v is None or v is False or v == [] or v == {} or (k == "ability" and v == 0))}


class _Finder:
    def __init__(self, game, player):
        self.game = game
        self.player = player
        self.name = player.name
        self._sources = None

    def accepted(self, d: dict):
        """(the action dict, None) if the engine accepts it, else (dict, refusal)."""
        d = _clean(d)
        return d, is_legal(self.game, Action.from_dict(d))

    # --- holding priority ------------------------------------------------------
    def priority_actions(self) -> list[dict]:
        game, me = self.game, self.player.index
        out = [{"type": "pass_priority", "player": self.name}]
        mine = [o for o in game.objects.values() if (o.owner == me and o.zone not in ("in_play", "stack"))
                or (o.zone == "in_play" and o.controller == me)]
        for obj in mine:
            if obj.zone == "hand":
                types = characteristics(game, obj).types
                if "Land" in types:
                    out += self._simple("play_land", obj) + self._paying_life("play_land", obj)
                else:
                    out += self._spells(obj) + self._alternative_costs(obj)
                out += self._suspend(obj)
                if characteristics(game, obj).has_keyword("plot"):  # 702.170a: a special action
                    out += self._simple("plot", obj)
                if characteristics(game, obj).has_keyword("foretell"):  # 702.143a: a special action
                    out += self._simple("foretell", obj)
            elif obj.zone == "graveyard" and graveyard_casting.castable(game, obj, characteristics(game, obj)) is not None:
                out += self._spells(obj)  # 502.22a, 702.81a, 702.133a: cast from the graveyard
            elif obj.zone == "graveyard" and "Land" in characteristics(game, obj).types:
                out += self._simple("play_land", obj)  # "You may play lands from your graveyard" (lands_from_graveyard.py)
            elif obj.zone == "removed_from_game":
                out += self._from_exile(obj)  # "you may play that card this turn" (601.3, 116.2a)
            out += self._abilities(obj)
            if obj.zone == "in_play" and obj.face_down:
                out += self._simple("turn_face_up", obj)
        return out

    def _from_exile(self, obj) -> list[dict]:
        from .play_from_exile import may_play
        land = "Land" in characteristics(self.game, obj).types
        if not may_play(self.game, self.player.index, obj, land):
            return []
        return self._simple("play_land", obj) if land else self._spells(obj)

    def _simple(self, kind: str, obj) -> list[dict]:
        d, err = self.accepted({"type": kind, "player": self.name, "object": obj.id})
        return [d] if err is None else []

    def _paying_life(self, kind: str, obj) -> list[dict]:
        """A shock land is played twice over: not paying life (above) and paying it
        as it comes into play (419.1b; 2026 614.12a)."""
        if not any("pay_life" in ab.get("comes_into_play", {}) for ab in characteristics(self.game, obj).abilities
                   if ab.get("kind") == "static"):
            return []
        d, err = self.accepted({"type": kind, "player": self.name, "object": obj.id, "choices": {obj.id: {"pay_life": True}}})
        return [d] if err is None else []

    def _suspend(self, obj) -> list[dict]:
        c = characteristics(self.game, obj)
        if c.has_keyword("suspend"):
            return self._simple("suspend", obj)
        return []

    def _spells(self, obj) -> list[dict]:
        c = characteristics(self.game, obj)
        card = obj.card
        morph = c.has_keyword("morph")
        way = graveyard_casting.castable(self.game, obj, c) if obj.zone == "graveyard" else None
        flashback = way.cost if way is not None and way.cost else None  # 502.22a, 702.138a: its cost from the graveyard
        kicker = kicker_cost(c)
        out = []
        ways = [(fd, False) for fd in ((False, True) if morph else (False,))] + ([(False, True)] if kicker else [])
        from .awaken import awaken_keyword  # 702.113a: cast for its awaken cost, with the awaken target (awaken.py)
        ways = [(fd, k, False) for fd, k in ways]
        if awaken_keyword(c) and self.game.rules.applies("awaken") and flashback is None:
            ways.append((False, False, True))
        for face_down, kicked, awaken in ways:
            modes = list(range(len(card["modes"]))) if card.get("modes") and not face_down else [None]
            if card.get("choose") and not face_down:  # "Choose two —": each set of modes it allows (700.2)
                from itertools import combinations
                from .modes import bounds
                least, most = bounds(card)
                modes = [combo for k in range(max(least, 1), most + 1) for combo in combinations(range(len(card["modes"])), k)]
            elif card.get("modes") and not face_down and c.keyword_ability("entwine"):  # 502.32a / 702.42a: all modes
                modes = modes + [tuple(range(len(card["modes"])))]
            for mode in modes:
                if face_down:
                    specs, steps, cost = (), (), "{3}"
                else:
                    if isinstance(mode, tuple):
                        from .modes import combined
                        together = combined(card, mode)
                        part = {"targets": together[0], "effect": together[1]}
                    else:
                        part = card["modes"][mode] if mode is not None else card
                    cost = add_costs(flashback or c.mana_cost, kicker) if kicked else (flashback or c.mana_cost)
                    from .cost_reduction import with_affinity  # 502.31a; 2026 702.41a
                    if isinstance(mode, tuple):  # entwine, escalate (mode_costs.py)
                        from .errors import IllegalAction
                        from .mode_costs import extra_cost
                        try:
                            cost = add_costs(cost, extra_cost(self.game, card, c, mode, "", []))
                        except IllegalAction:
                            continue
                    cost = with_affinity(self.game, self.player, c, cost, spell=obj)
                    from .actions import sorcery_timing_ok
                    from .casting_restrictions import flash_for_more  # "... as though it had flash if you pay {2} more"
                    more = flash_for_more(self.game, self.player, c, "", False, sorcery_timing_ok)
                    if more:
                        cost = add_costs(cost, more[0])
                    specs, steps = tuple(part.get("targets", ())), tuple(part.get("effect", ()))
                    if "Aura" in c.subtypes and not specs:
                        specs = ("creature",)
                base = {"type": "play_spell", "player": self.name, "object": obj.id, "mode": mode, "face_down": face_down}
                if isinstance(mode, tuple):
                    base = {**base, "mode": None, "modes": list(mode)}
                if kicked:
                    base["kicked"] = True
                if awaken:
                    from .awaken import LAND_YOU_CONTROL, awaken_steps
                    base["awaken"] = True
                    from .cost_reduction import with_affinity
                    cost = with_affinity(self.game, self.player, c, awaken_keyword(c).get("cost"))  # 118.9d
                    steps = steps + tuple(awaken_steps(int(awaken_keyword(c).get("count") or 0), f"target:{len(specs)}"))
                    specs = specs + (LAND_YOU_CONTROL,)
                pays = [None]
                if way is not None and way.discard:  # retrace, jump-start: discarding a (land) card (702.81a, 702.133a)
                    pays = graveyard_casting.discard_choices(self.game, self.player, obj, way)
                elif way is not None and way.exile:  # escape: exiling other graveyard cards (702.138a)
                    pays = graveyard_casting.exile_choices(self.game, self.player, obj, way)
                elif card.get("additional_cost", {}).get("sacrifice") and not face_down:  # sacrifice a creature
                    from itertools import combinations  # "sacrifice two creatures": that many together (additional_costs.py)
                    from .costs import _is_sacrificeable
                    kind = card["additional_cost"]["sacrifice"]
                    fit = [o for o in self.game.in_play(self.player.index) if _is_sacrificeable(self.game, o, kind, obj)]
                    pays = [{"sacrifice": [o.id for o in os]} for os in combinations(fit, int(card["additional_cost"].get("sacrifice_count", 1)))]
                    if card["additional_cost"].get("or_discard"):  # "... or discard a card" (additional_costs.py)
                        pays += [{"discard": [oid]} for oid in self.game.zones[(self.player.index, "hand")] if oid != obj.id]
                elif card.get("additional_cost", {}).get("discard") and not face_down:  # discard a card (not this one)
                    from itertools import combinations
                    hand = [oid for oid in self.game.zones[(self.player.index, "hand")] if oid != obj.id]
                    wanted = card["additional_cost"]["discard"]
                    if card["additional_cost"].get("discard_random"):  # "discard a card at random": no choice (random_discard_costs.py)
                        pays = [None] if hand else []
                    elif wanted == "X":  # "discard X cards": X announced as the spell is cast (601.2b / 409.1b)
                        pays = [{"discard": list(cs), "_x": k} for k in range(0, min(len(hand), MAX_X) + 1)
                                for cs in combinations(hand, k)]
                    else:
                        pays = [{"discard": list(cs)} for cs in combinations(hand, int(wanted))]
                elif card.get("additional_cost", {}).get("life") == "X" and not face_down:  # "pay X life"
                    pays = [{"_x": k} for k in range(0, min(MAX_X, max(self.player.life, 0)) + 1)]
                elif card.get("additional_cost", {}).get("exile_from_graveyard") and not face_down:  # a card of the graveyard
                    pays = [{"exile": [oid]} for oid in self.game.zones[(self.player.index, "graveyard")]]
                elif card.get("additional_cost", {}).get("reveal") and not face_down:  # "reveal a Pirate card from your hand or pay {2}"
                    from .reveal_costs import revealable
                    pays = [{"reveal": [o.id]} for o in revealable(self.game, self.player, card["additional_cost"]["reveal"]) if o.id != obj.id]
                elif card.get("additional_cost", {}).get("return_permanents") and not face_down:  # "return a land you control ..."
                    from .return_costs import choices
                    pays = [{"return": ids} for ids in choices(self.game, self.player, card["additional_cost"]["return_permanents"])]
                if card.get("additional_cost", {}).get("or_pay") and not face_down:  # or its mana instead
                    pays = [None] + pays
                for pay in pays:
                    extra = {}
                    if pay and "_x" in pay:  # the X of an additional cost ("discard X cards", "pay X life")
                        pay = dict(pay)
                        extra = {"x": pay.pop("_x")}
                        pay = {k: v for k, v in pay.items() if v} or None
                    found, out_entirely = self._variants({**base, **extra, "pay": pay} if pay else {**base, **extra}, obj, specs,
                                                         steps, parse_cost(cost), source_id=obj.id, self_id=obj.id)
                    out += found
                    if out_entirely:
                        return out
        return out

    def _alternative_costs(self, obj) -> list[dict]:
        """A card in the hand cast for an alternative cost: printed (409.1b / 118.9), dash or blitz (702.109a, 702.152a)."""
        from .alternative_costs import KEYWORDS
        c = characteristics(self.game, obj)
        out = []
        for kw in KEYWORDS:
            ab = c.keyword_ability(kw)
            if ab is None or not self.game.rules.applies(kw) or obj.card.get("modes"):
                continue
            from .alternative_costs import other_part, payable_with
            part = other_part(ab.get("what"))
            pays = [{"alternative": kw, part[0]: [o.id for o in chosen]}
                    for chosen in combinations(payable_with(self.game, self.player, ab.get("what")), int(ab.get("count", 1)))] \
                if part and part[0] != "pay_life" else [{"alternative": kw}]
            specs = tuple(obj.card.get("targets", ())) or (("creature",) if "Aura" in c.subtypes else ())
            for pay in pays:
                base = {"type": "play_spell", "player": self.name, "object": obj.id, "mode": None, "face_down": False, "pay": pay}
                found, _ = self._variants(base, obj, specs, tuple(obj.card.get("effect", ())), parse_cost(ab["cost"]),
                                          source_id=obj.id, self_id=obj.id)
                out += found
        return out

    def _abilities(self, obj) -> list[dict]:
        game = self.game
        out = []
        for idx, ab in enumerate(characteristics(game, obj).abilities):
            if ab.get("kind") == "keyword" and ab.get("keyword") == "equip":
                ab = equip_ability(ab)
            elif ab.get("kind") == "keyword" and ab.get("keyword") == "crew" and game.rules.applies("crew"):
                from .vehicles import crew_ability
                ab = crew_ability(game, ab)  # 702.122a
            elif ab.get("kind") == "keyword" and ab.get("keyword") == "saddle" and game.rules.applies("saddle"):
                from .saddle import saddle_ability
                ab = saddle_ability(game, ab)  # 702.171a
            elif ab.get("kind") == "keyword" and ab.get("keyword") == "station" and game.rules.applies("station"):
                from .stations import station_ability
                ab = station_ability(game, ab)  # 702.184a
            elif ab.get("kind") == "keyword" and ab.get("keyword") == "ninjutsu":
                from .ninjutsu import ability as ninjutsu_ability
                ab = ninjutsu_ability(game, ab)  # 502.43a; 2026 702.49a: from the hand
            elif ab.get("kind") == "keyword" and ab.get("keyword") == "unearth" and game.rules.applies("unearth"):
                from .unearth import ability as unearth_ability
                ab = unearth_ability(game, ab, obj.id)  # 702.84a: from the graveyard only
            elif ab.get("kind") != "activated":
                continue
            if obj.zone != ab.get("zone", "in_play"):
                continue  # it works only from that zone; the exhaustive tests hold us to it
            base = {"type": "activate_ability", "player": self.name, "object": obj.id, "ability": idx}
            if is_mana_ability(ab):
                seen = set()
                for choice, produced in payment.mana_choices(game, self.player, obj, idx, ab):
                    key = tuple(sorted(produced.items()))
                    if key in seen:
                        continue
                    d, err = self.accepted({**base, "choice": choice})
                    if err is None:
                        seen.add(key)
                        out.append(d)
                continue
            cost = ab.get("cost", {})
            pays = [None]
            sac = cost.get("sacrifice")
            if sac and sac != "self" and cost.get("sacrifice_count", 1) > 1:  # "Sacrifice two Treasures": each set of that many
                from itertools import combinations, islice
                pays = [{"sacrifice": list(ids)} for ids in islice(combinations([o.id for o in game.in_play(self.player.index)],
                                                                                int(cost["sacrifice_count"])), 50)]
            elif sac and sac != "self":
                pays = [{"sacrifice": [o.id]} for o in game.in_play(self.player.index)]
            if cost.get("remove_counter_from_creature"):  # each creature of the player's with such a counter (creature_counter_costs.py)
                from .creature_counter_costs import choices as counter_from_choices
                pays = [{**(p or {}), "remove_from": oid} for p in pays
                        for oid in counter_from_choices(game, self.player.index, cost["remove_counter_from_creature"])]
            if cost.get("return_permanents"):  # each set of that many permanents of the kind the player controls (return_costs.py)
                from .return_costs import choices as return_choices
                pays = [{**(p or {}), "return": ids} for p in pays for ids in return_choices(game, self.player, cost["return_permanents"])]
            if cost.get("tap_creature"):  # each set of that many untapped creatures (or permanents of the subtype) the player controls
                pays = [{**(p or {}), "tap": ids} for p in pays for ids in _tap_choices(game, self.player, obj, cost)]
            if cost.get("discard_random"):  # "Discard a card at random": no choice, only a card in hand (random_discard_costs.py)
                pays = pays if game.zones[(self.player.index, "hand")] else []
            elif cost.get("discard") and cost["discard"] != "self":  # each set of that many cards of the hand (the cost names them)
                from itertools import combinations
                hand = game.zones[(self.player.index, "hand")]
                pays = [{**(p or {}), "discard": list(cards)} for p in pays
                        for cards in combinations(hand, int(cost["discard"]))]
            if ab.get("ninjutsu"):  # each unblocked attacker it may return
                from .ninjutsu import unblocked_attackers
                pays = [{"return": [o.id]} for o in unblocked_attackers(game, self.player)]
            if cost.get("crew"):
                from .vehicles import crew_choices
                pays = [{"crew": ids} for ids in crew_choices(game, self.player, obj, int(cost["crew"]))]
            if cost.get("saddle"):
                from .saddle import saddle_choices
                pays = [{"tap": ids} for ids in saddle_choices(game, self.player, obj, int(cost["saddle"]))]
            if cost.get("station"):
                from .stations import station_choices
                pays = [{"tap": ids} for ids in station_choices(game, self.player, obj)]
            # a modal ability: each mode its own targets and instructions (409.1b; 2026 602.2b)
            parts = [({"mode": i}, m) for i, m in enumerate(ab["modes"])] if ab.get("modes") else [({}, ab)]
            for mode, part in parts:
                for pay in pays:
                    found, out_entirely = self._variants({**base, **mode, "pay": pay}, obj, tuple(part.get("targets", ())),
                                                         tuple(part.get("effect", ())), parse_cost(cost.get("mana")),
                                                         source_id=obj.id, self_id=None,
                                                         spare=obj.id if cost.get("tap") or sac == "self" else None)
                    out += found
                    if out_entirely:
                        break
        return out

    def _variants(self, base, obj, specs, steps, cost, source_id, self_id, spare=None):
        """The legal actions of one spell or ability variant over X, targets,
        choices and payments; and whether the first refusal rules it out whatever
        the choices."""
        xs = [base.get("x")]  # None, or the X of an additional cost announced with it
        if cost.x_count:
            room = self._makeable(spare) - cost.converted()
            xs = list(range(0, min(MAX_X, max(room, 0)) + 1))
        from .target_filter import has_x, with_x
        from .x_targets import expand, has_x_targets
        x_filters = any(has_x(s) for s in specs) or has_x_targets(specs)  # "with mana value X", "X target": per X (601.2b-c)
        target_sets = [] if x_filters else self._target_sets(specs, source_id, self_id)
        out = []
        first = True
        for x in xs:
            if x_filters:
                target_sets = self._target_sets(list(expand([with_x(s, x) for s in specs], (), x)[0]), source_id, self_id)
            payments = self._payments(cost, x or 0, spare)
            anchor = None  # the payment the engine accepted with this X
            for targets in target_sets:
                for choice in self._resolution_choices(steps, targets):
                    d = {**base, "x": x, "targets": list(targets), "choice": choice}
                    if anchor is not None:
                        # the same spell, X and payment with other targets: they passed
                        # targets.why_illegal, the check is_legal makes of them (409.1c)
                        out.append(_clean({**d, "mana_abilities": anchor}))
                        continue
                    for mana in payments:
                        d, err = self.accepted({**d, "mana_abilities": mana})
                        if err is None:
                            anchor = mana
                            out.append(d)
                            break
                        if first and err.concept in _OUT_WHATEVER_THE_CHOICES:
                            return out, True
                        first = False
                        if err.concept not in ("pay_total_cost", "tap_symbol", "mana_ability_definition"):
                            break  # another payment won't help
                    first = False
        return out, False

    # --- targets and choices ---------------------------------------------------
    def _target_sets(self, specs, source_id, self_id) -> list[tuple]:
        if not specs:
            return [()]
        from .state import TargetRef
        from .targets import mixed_graveyards, ref_for, why_illegal
        game = self.game
        candidates = [(p.name, TargetRef("player", p.name, 0)) for p in game.players if not p.lost]
        candidates += [(o.id, TargetRef("object", o.id, o.zcc)) for o in game.objects.values()
                       if o.zone in ("in_play", "stack", "graveyard")]
        from .targets import required
        least = required(specs)  # "up to N target ...": the last N may be left unchosen (601.2c / 409.1c)
        per_spec = []
        for spec in specs:
            fits = [raw for raw, ref in candidates
                    if why_illegal(game, spec, ref, self_id, source_id, self.player.index) is None]
            if not fits and len(per_spec) < least:
                return []
            per_spec.append(fits)
        sets = []
        for n in range(len(specs), least - 1, -1):
            for combo in _target_choices(specs[:n], per_spec[:n]):
                if len(set(combo[least:])) < len(combo[least:]):
                    continue  # one instance of "target": chosen once (115.3 / 409.1c)
                distinct = [raw for sp, raw in zip(specs, combo) if isinstance(sp, dict) and sp.get("distinct")]
                if len(set(distinct)) < len(distinct):
                    continue  # "two target artifacts": one instance of "target" (115.3 / 409.1c)
                if any(isinstance(sp, dict) and sp.get("single_graveyard") for sp in specs) and \
                        mixed_graveyards(game, specs, [ref_for(game, raw) for raw in combo]) is not None:
                    continue  # "cards from a single graveyard" (601.2c / 409.1c)
                from . import graveyard_cards_shuffled as theirs
                if theirs.asks_for_it(specs) and theirs.outside(game, specs, [ref_for(game, raw) for raw in combo]) is not None:
                    continue  # "target cards from their graveyard" (graveyard_cards_shuffled.py)
                from .same_controller import asks_for_it, split_controllers
                if asks_for_it(specs) and split_controllers(game, specs, [ref_for(game, raw) for raw in combo]) is not None:
                    continue  # "controlled by the same player" (same_controller.py)
                xs = [raw for raw, s in zip(combo, specs) if isinstance(s, dict) and s.get("x_targets")]
                if len(set(xs)) < len(xs):
                    continue  # the X targets of "X target ...": one instance too (x_targets.py)
                sets.append(combo)
                if len(sets) >= MAX_TARGET_SETS:
                    return sets
        return sets

    def _resolution_choices(self, steps, targets) -> list:
        wanted = [st for st in steps if st.get("do") == "put_into_play_from_hand"]
        if not wanted:
            return [None]
        game = self.game
        from .effects.moves import hand_card_fits  # its `type`, or the quality its `for` says
        hand = [oid for oid in game.zones[(self.player.index, "hand")]
                if any(hand_card_fits(game, game.objects[oid], st) for st in wanted)]
        return [None] + [t for t in targets if t in game.objects and t not in hand] + hand

    # --- mana ------------------------------------------------------------------
    def sources(self):
        if self._sources is None:
            self._sources = payment.sources(self.game, self.player)
        return self._sources

    def _makeable(self, spare=None) -> int:
        return payment.makeable(self.player.mana_pool, self.sources(), spare)

    def _payments(self, cost, x: int, spare=None) -> list[list[dict]]:
        return payment.payments(dict(self.player.mana_pool), cost, x, self.sources(), spare, PAYMENTS_TRIED)

    # --- declarations ------------------------------------------------------------
    def attack_declarations(self) -> list[dict]:
        game = self.game
        able = [o.id for o in game.in_play(self.player.index) if can_attack(game, self.player, o)]  # 508.1a, 508.1c
        if len(able) <= MAX_ATTACKER_SUBSETS_OF:
            sets = [list(c) for k in range(len(able) + 1) for c in combinations(able, k)]
        else:
            sets = [[]] + [[a] for a in able] + [able]
        # 508.1b: each creature that can attack may attack a planeswalker the defending player controls instead
        walkers = [o.id for o in game.in_play(game.next_player(game.active)) if "Planeswalker" in characteristics(game, o).types]
        at_walkers = [{"type": "declare_attackers", "player": self.name, "attackers": [a], "attacking": {a: w}}
                      for a in able for w in walkers]
        return self._keep([{"type": "declare_attackers", "player": self.name, "attackers": s} for s in sets] + at_walkers)

    def block_declarations(self) -> list[dict]:
        game = self.game
        attackers = [o.id for o in game.in_play() if o.attacking]
        options = []
        for b in game.in_play(self.player.index):
            can = [a for a in attackers if can_block(game, self.player, b, game.objects[a])]  # 509.1a-b
            if can:
                options.append((b.id, can))
        count = 1
        for _, can in options:
            count *= len(can) + 1
        if count <= MAX_DECLARATIONS:
            sets = [[{"blocker": b, "attacker": a} for (b, _), a in zip(options, pick) if a is not None]
                    for pick in product(*([None] + can for _, can in options))]
        else:
            sets = [[]] + [[{"blocker": b, "attacker": a}] for b, can in options for a in can]
            sets.append([{"blocker": b, "attacker": can[0]} for b, can in options])
        return self._keep({"type": "declare_blockers", "player": self.name, "blocks": s} for s in sets)

    def damage_assignments(self) -> list[dict]:
        game = self.game
        out = self._keep([{"type": "assign_combat_damage", "player": self.name}])
        defending = game.players[game.defending].name if game.defending is not None else None
        for obj in game.in_play(self.player.index):
            if not obj.attacking or not obj.blocked:
                continue
            power = characteristics(game, obj).power or 0
            recipients = [b.id for b in game.in_play() if is_blocking(b, obj.id)] + ([defending] if defending else [])
            if power <= 0 or len(recipients) < 2:
                continue
            out += self._keep({"type": "assign_combat_damage", "player": self.name,
                               "assignments": [{"source": obj.id, "to": r, "amount": power}]} for r in recipients)
        return out

    def _keep(self, candidates) -> list[dict]:
        kept = []
        for d in candidates:
            d, err = self.accepted(d)
            if err is None:
                kept.append(d)
        return kept


def _tap_choices(game, player, source, cost: dict) -> list[list[str]]:
    """The sets (at most 50) of untapped permanents `player` could tap for "Tap two untapped creatures
    you control" / "Tap an untapped Ally you control"; not the source when the cost also has {T}."""
    from itertools import combinations, islice
    n = 1 if cost["tap_creature"] is True else int(cost["tap_creature"])
    sub = cost.get("tap_subtype")
    untapped = [o.id for o in game.in_play(player.index) if not o.tapped and not (cost.get("tap") and o.id == source.id) and (
        sub in (characteristics(game, o).subtypes or ()) if sub else characteristics(game, o).is_creature)]
    return [list(ids) for ids in islice(combinations(untapped, n), 50)]
