"""The game state: players, zones, the stack, effects and waiting triggers.

Everything that can change is either an attribute of a journaled object or an
immutable value (tuple, frozen dataclass) held in one, so a refused action is
undone exactly (rule 422.1) and unchanged parts of the state can share their
snapshot dicts from one step to the next.
"""
from __future__ import annotations

from dataclasses import dataclass

from .editions import rules_for
from .objects import EMPTY_POOL, GameObject, Journal, Journaled, Player

ZONES = ("library", "hand", "in_play", "graveyard", "removed_from_game")
OUTSIDE_THE_GAME = "outside_the_game"  # not a zone (2007 217.1e; 2026 400.11): cards a player owns outside the game
PHASED_OUT = "phased_out"  # 2007 217.8 (a zone); 2026 110.5, 702.26b (a status): phased-out permanents (phasing.py)
CEASED = "ceased"  # not a zone: where a token is once it has ceased to exist (420.5f)

# 2007 turn structure (rule 300.1): (phase, step) in order; main phases have no step.
TURN_STRUCTURE: tuple[tuple[str, str | None], ...] = (
    ("beginning", "untap"),
    ("beginning", "upkeep"),
    ("beginning", "draw"),
    ("precombat_main", None),
    ("combat", "beginning_of_combat"),
    ("combat", "declare_attackers"),
    ("combat", "declare_blockers"),
    ("combat", "combat_damage"),
    ("combat", "end_of_combat"),
    ("postcombat_main", None),
    ("end", "end_of_turn"),
    ("end", "cleanup"),
)
PHASES = ("beginning", "precombat_main", "combat", "postcombat_main", "end")
# the phases without steps, whose beginning a trigger names as its `step` (2007 305.1; 2026 505.1)
MAIN_PHASES = ("precombat_main", "postcombat_main")
STEPS_OF_PHASE = {
    "beginning": ("untap", "upkeep", "draw"),
    "precombat_main": (None,),
    "combat": ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"),
    "postcombat_main": (None,),
    "end": ("end_of_turn", "cleanup"),
}


@dataclass(frozen=True, slots=True)
class TargetRef:
    """A chosen target: a player, or an object as it was when chosen (zcc)."""

    kind: str  # "player" | "object" | "stack"
    id: str
    zcc: int = 0


class KeyedData:
    """`get(key)` over a `data` tuple of (key, value) pairs, which keeps instances hashable."""

    __slots__ = ()

    def get(self, key, default=None):
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class StackItem(KeyedData):
    id: str
    kind: str  # spell | activated | triggered | combat_damage
    controller: int
    name: str
    text: str
    source_id: str | None = None
    source_zcc: int = 0
    effect: tuple = ()
    targets: tuple = ()  # tuple[TargetRef]
    target_specs: tuple = ()
    x: int | None = None
    mode: int | None = None
    condition: dict | None = None  # intervening "if" (404.3)
    data: tuple = ()  # extra (key, value) pairs: "it" object, mana type...
    assignments: tuple = ()  # combat damage: (source_id, source_name, ("player"|"object", id, zcc), amount)



@dataclass(frozen=True, slots=True)
class Effect(KeyedData):
    """A continuous effect from a resolved spell or ability (rule 418)."""

    timestamp: int
    kind: str  # pump | set_pt | gain_ability | lose_ability | lose_all_abilities | set_types
    target: str
    zcc: int
    data: tuple
    until: str | None  # "end_of_turn" or None (lasts until the object leaves)
    source: str



@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability (rule 404.4), created on resolution."""

    id: str
    at: str  # "end_of_turn"
    effect: tuple
    refers_to: TargetRef | None
    controller: int
    source_id: str
    name: str
    text: str
    duration: str | None = None  # "this_turn" keeps it after it triggers (404.4b)
    refers_to_all: tuple = ()  # "Sacrifice those tokens ...": every token the instruction before made (effects/delayed_those.py)


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability that triggered and waits for priority (404.2)."""

    controller: int
    source_id: str
    source_zcc: int
    name: str
    text: str
    effect: tuple
    target_specs: tuple = ()
    condition: dict | None = None
    data: tuple = ()
    delayed_refers: TargetRef | None = None
    chosen_targets: tuple | None = None


class Game(Journaled):
    __slots__ = (
        "players", "objects", "zones", "stack", "turn", "active", "phase", "step",
        "priority", "passes", "awaiting", "effects", "delayed", "pending", "next_ts",
        "next_id", "game_over", "winner", "defending", "combat_declared",
        "extra_trigger_targets", "trigger_order", "replacement_order", "legend_keep", "copy_targets", "choices", "cleanup_discards", "copies", "spells_played", "used_this_turn", "combat_stage", "dealt_first_strike", "tokens", "extra_turns", "_zone_snap", "_gen", "_events", "_ability_changes", "_statics", "_leaving", "_entering", "_reading_types", "_removals",
        "rules",
        "upkeep_began", "control_gained",  # echo's "since the beginning of your last upkeep" (echo.py)
        "damaged_this_turn",  # bloodthirst's "an opponent was dealt damage this turn" (bloodthirst.py)
        "draws_this_turn",  # "Whenever you draw your second card each turn" (second_draw.py)
        "counters_as_it_left",  # modular's "its +1/+1 counters", as it last existed (modular.py)
        "targeted_this_turn",  # "becomes the target ... for the first time each turn" (ward.py)
        "play_permissions_ended",  # permissions to play a card from exile that have ended (play_from_exile.py)
        "tribute_paid",  # whether tribute was paid as each creature with tribute entered (tribute.py)
        "colors_spent",  # the colors of mana spent on the spell being cast (sunburst.py)
        "attacked_this_turn",  # the indexes of the players who attacked this turn (raid.py)
        "creatures_died_this_turn",  # how many creatures died this turn, any player's (morbid.py)
        "died_subtypes_this_turn",  # the subtypes of each creature that died this turn, as it last existed (died_subtypes.py)
        "gained_life_this_turn",  # the indexes of the players who gained life this turn (board_life_conditions.py)
        "attack_power_declared",  # the total power of the attackers as they were declared this combat (board_life_conditions.py)
        "mana_spent",  # the amount of mana spent on the spell being cast (increment.py)
        "mana_by_color_spent",  # the amount of mana of each color (W, U, B, R, G) spent on the spell being cast (adamant.py)
        "permanents_damaged_this_turn",  # (id, zcc) of each permanent dealt damage this turn: "target creature that was dealt damage this turn"
        "triggered_this_turn",  # (id, zcc, text) of each "This ability triggers only once each turn." that triggered (trigger_limits.py)
        "revealed_shown",  # the revealed top cards and hands the log last showed (revealed_information.py)
        "skipped_turns",  # player indexes, one per turn of theirs to skip (skip_turns.py)
        "permanent_left_this_turn",  # player indexes: a permanent they controlled left the battlefield this turn (revolt)
        "graveyard_arrivals",  # (id, zcc) of cards with a "put into a graveyard from anywhere" trigger put there since the last check
        "turn_order_player",  # the player of the last turn that wasn't an extra turn (None: the active player's; priority._new_turn)
        "creatures_attacked_this_turn",  # (id, zcc) of each creature declared as an attacker this turn (raid.py: boast)
        "entered_this_turn",  # (id, zcc) of each object put onto the battlefield this turn (power_up.py)
        "activated_once",  # (id, zcc, ability index) of each "Activate only once." ability used (activation_limits.py)
        "day_night",  # None, "day" or "night": the game's designation (2026 731.1; day_night.py)
        "previous_active",  # the previous turn's active player, for day and night's untap step check (731.2)
        "_discard_cause",  # the controller of the spell or ability whose instruction is being followed (discard_to_battlefield.py)
        "descended_this_turn",  # player indexes: a permanent card was put into their graveyard this turn (descended.py)
        "died_under_control_this_turn",  # player indexes: a creature they controlled died this turn (end_step_conditions.py)
        "damage_to_players_this_turn",  # (source id, zcc, player index) of each damage dealt to a player this turn (end_step_conditions.py)
        "nonland_left_this_turn", "spell_warped_this_turn",  # void's "if a nonland permanent left ... or a spell was warped this turn" (void_condition.py)
    )

    def __init__(self, rules=None) -> None:
        j = Journal()
        object.__setattr__(self, "_j", j)
        # the edition played under (editions.Rules); constant, so not journaled
        object.__setattr__(self, "rules", rules if rules is not None else rules_for(None))
        object.__setattr__(self, "_zone_snap", {})
        object.__setattr__(self, "_gen", 0)
        object.__setattr__(self, "_ability_changes", (None, {}))
        object.__setattr__(self, "_statics", (-1, None, []))  # (generation, effects, [(permanent, statics)]): continuous._statics_in_play  # (effects, {target id: [effects]}): continuous.abilities_now
        object.__setattr__(self, "_events", [])
        # permanents leaving the battlefield in one event: {id: (zcc, last characteristics, controller)}
        # so that their leaves-play abilities see each other leave (603.10a look-back)
        object.__setattr__(self, "_leaving", {})
        # permanents entering the battlefield in one event, whose comes-into-play triggers are checked
        # once all have entered (603.6a): a list while zones.entering_together is open, else None
        object.__setattr__(self, "_entering", None)
        # while true, conditions on permanents' types are being read: keywords granted on such conditions are left out
        object.__setattr__(self, "_reading_types", False)
        object.__setattr__(self, "_removals", (-1, {}))  # (generation, {(host id, zcc): [Aura timestamps]}): continuous
        self.players: list[Player] = []
        self.objects: dict[str, GameObject] = {}
        self.zones: dict = {}
        self.stack: tuple = ()
        self.turn = 1
        self.active = 0
        self.phase = "precombat_main"
        self.step = None
        self.priority = None
        self.passes = 0
        self.awaiting = None
        self.effects: tuple = ()
        self.delayed: tuple = ()
        self.pending: tuple = ()
        self.next_ts = 1
        self.next_id = 1
        self.game_over = False
        self.winner = None
        self.defending = None
        self.combat_declared = ()
        self.extra_trigger_targets = ()
        self.trigger_order = ()  # source ids, as an action chose (410.3: "in any order he or she chooses")
        self.replacement_order = ()  # source ids: which replacement effect applies first (419.9a)
        self.legend_keep = ()  # ids: the legendary permanents a player chooses to keep (704.5j)
        self.copy_targets = ()  # ((spell id, ((target, ...), ...)), ...): new targets for copies (503.10b)
        self.choices = ()  # ((object id, ((kind, value), ...)), ...): "as it comes into play" choices (419.1b)
        self.cleanup_discards = ()  # ids: the cards the active player chose to discard in cleanup (314.1)
        self.copies = ()  # ids of copies of spells, for 420.5j
        self.spells_played = 0  # spells played this turn, for storm (502.30a)
        self.used_this_turn = ()
        self.combat_stage = None  # "first" / "second" when first strike splits combat damage (310.5)
        self.tokens = ()  # ids of the tokens, for 420.5f
        self.upkeep_began = {}  # player index -> (the upkeep before the latest, the latest): when each began (echo.py)
        self.control_gained = {}  # object id -> (zcc, moment): when its control last changed (echo.py)
        self.damaged_this_turn = ()  # indexes of the players dealt damage this turn (bloodthirst.py)
        self.draws_this_turn = ()  # the index of the player who drew, once for each card drawn this turn (second_draw.py)
        self.counters_as_it_left = {}  # object id -> (zcc after leaving, +1/+1 counters it had) (modular.py)
        self.targeted_this_turn = ()  # (object id, zcc, player index, by a spell) each time a permanent became a target (ward.py)
        self.play_permissions_ended = ()  # Effects: permissions to play a card from exile that ended (play_from_exile.py)
        self.tribute_paid = {}  # object id -> (zcc it entered with, paid) (tribute.py)
        self.attacked_this_turn = ()  # the indexes of the players who attacked this turn (raid.py)
        self.creatures_died_this_turn = 0  # morbid's "if a creature died this turn" (morbid.py)
        self.died_subtypes_this_turn = ()  # "for each Zubera that died this turn" (died_subtypes.py)
        self.gained_life_this_turn = ()  # "if you gained life this turn" (board_life_conditions.py)
        self.attack_power_declared = 0  # pack tactics: the attackers' total power as declared (board_life_conditions.py)
        self.permanents_damaged_this_turn = ()  # (id, zcc) pairs: target_filter's dealt_damage_this_turn
        self.mana_spent = 0  # the amount of mana spent on the spell being cast (increment.py)
        self.mana_by_color_spent = (0, 0, 0, 0, 0)  # W, U, B, R, G spent on the spell being cast (adamant.py)
        self.triggered_this_turn = ()  # abilities that trigger only once each turn and did this turn (trigger_limits.py)
        self.revealed_shown = {}  # (player, "top_card" / "hand", who sees it) -> card ids the log last showed (revealed_information.py)
        self.day_night = None  # neither day nor night until something makes it so (2026 731.1)
        self.previous_active = None
        self.extra_turns = ()  # player indexes: extra turns to take after this one, the last added first (300.6 / 500.7)
        self.skipped_turns = ()  # player indexes: turns to skip, one each ("You skip your next turn": skip_turns.py)
        self.graveyard_arrivals = ()  # graveyard_arrivals.py: triggered as the game next settles
        self.turn_order_player = None  # the player of the last turn that wasn't an extra turn (priority._new_turn)
        self.creatures_attacked_this_turn = ()  # boast's "if this creature attacked this turn" (raid.py)
        self.activated_once = ()  # "Activate only once." / exhaust: (id, zcc, ability index) used, for the object's life (activation_limits.py)
        self.entered_this_turn = ()  # (id, zcc): the permanents that entered this turn (power_up.py)
        self.permanent_left_this_turn = ()  # revolt's "a permanent you controlled left the battlefield this turn" (triggers.py)
        self.nonland_left_this_turn = self.spell_warped_this_turn = False  # void (void_condition.py)
        self.descended_this_turn = ()  # "if you descended this turn" (descended.py)
        self.died_under_control_this_turn = ()  # "if a creature died under your control this turn" (end_step_conditions.py)
        self.damage_to_players_this_turn = ()  # "if this creature dealt damage to an opponent this turn" (end_step_conditions.py)
        self.dealt_first_strike = ()  # ids that assigned combat damage in the first combat damage step  # ids of objects whose "once each turn" abilities were used

    # --- players -----------------------------------------------------------
    @property
    def journal(self) -> Journal:
        return object.__getattribute__(self, "_j")

    def add_player(self, name: str, life: int) -> Player:
        p = Player(self.journal, len(self.players), name, life)
        self.players.append(p)
        for z in ZONES:
            self.zones[(p.index, z)] = ()
        self.zones[(p.index, OUTSIDE_THE_GAME)] = ()  # not a zone (2026 400.11): the player's sideboard (outside_the_game.py)
        self.zones[(p.index, PHASED_OUT)] = ()  # the permanents that phased out under this player's control (phasing.py)
        return p

    def player_named(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def opponents(self, index: int) -> list[Player]:
        return [p for p in self.players if p.index != index and not p.lost]

    def next_player(self, index: int) -> int:
        n = len(self.players)
        for k in range(1, n + 1):
            cand = (index + k) % n
            if not self.players[cand].lost:
                return cand
        return index

    def apnap(self) -> list[int]:
        """Active player first, then the others in turn order (rule 103.4)."""
        n = len(self.players)
        return [(self.active + k) % n for k in range(n) if not self.players[(self.active + k) % n].lost]

    # --- objects and zones ---------------------------------------------------
    def new_id(self, prefix: str) -> str:
        n = self.next_id
        self.next_id = n + 1
        return f"{prefix}{n}"

    def new_timestamp(self) -> int:
        ts = self.next_ts
        self.next_ts = ts + 1
        return ts

    def zone_of(self, obj: GameObject) -> tuple:
        key = (obj.controller if obj.zone in ("in_play", PHASED_OUT) else obj.owner, obj.zone)
        return key

    def add_object(self, obj: GameObject, controller: int | None = None) -> None:
        self.objects[obj.id] = obj
        if controller is not None:
            obj.controller = controller
        if obj.zone != "stack":
            key = self.zone_of(obj)
            self.zones[key] = self.zones[key] + (obj.id,)

    def _zones_replace(self, key, value):
        zones = dict(self.zones)
        zones[key] = value
        self.zones = zones

    def move(self, obj: GameObject, to_zone: str, controller: int | None = None,
             top: bool = True) -> None:
        """Move an object between zones; it becomes a new object (217.1c)."""
        from .graveyard_leaving import left as left_graveyard, seen_in_graveyard
        seen = seen_in_graveyard(self, obj) if obj.zone == "graveyard" else None  # "one or more cards leave your graveyard"
        if obj.zone != "stack":
            key = self.zone_of(obj)
            self._zones_replace(key, _without(self.zones[key], obj.id))
        left_play = obj.zone == "in_play"
        if obj.prototyped and not (obj.zone == "stack" and to_zone == "in_play"):
            obj.prototyped = False  # only the spell and the permanent it becomes are prototyped (2026 718.3b, 718.4)
        obj.zone = to_zone
        obj.zcc = obj.zcc + 1
        obj.controller = obj.owner if controller is None else controller
        obj.tapped = False
        obj.damage = 0
        obj.counters = {}
        if obj.chosen:
            obj.chosen = {}  # a new object (217.1c) has made no choice yet
            obj.chosen_as = None
        if obj.monstrous:
            obj.monstrous = False  # it stays monstrous only until it leaves the battlefield (701.37b)
        if obj.paired_with is not None:
            obj.paired_with = None  # a new object is unpaired (2026 702.95e)
        if obj.transformed:
            obj.transformed = False  # in any other zone it has its front face's characteristics (2026 712.8a); it enters front face up (712.14)
            obj.transformed_under = frozenset()
        if obj.flipped:
            obj.flipped = False  # it retains no memory of its status (508.4); it comes into play unflipped (510.3)
        obj.attached_to = None
        obj.attacking = False
        if obj.attacking_what is not None:
            obj.attacking_what = None
        obj.blocking = None
        obj.blocked = False
        obj.timestamp = self.new_timestamp()
        if to_zone == "in_play":
            obj.continuous_control = False
        if left_play and obj.face_down and to_zone != "in_play":
            obj.face_down = False
        if to_zone != "stack":
            key = self.zone_of(obj)
            cur = self.zones[key]
            self._zones_replace(key, cur + (obj.id,) if top else (obj.id,) + cur)
        if to_zone == "in_play":
            from .power_up import entered
            entered(self, obj)  # "if it entered this turn" (power_up.py)
        if to_zone == "graveyard":
            from .descended import arrived
            arrived(self, obj)  # "if you descended this turn" (descended.py)
        self.characteristics_changed()
        if seen is not None:
            left_graveyard(self, obj, seen)

    def attached_host(self, obj: GameObject) -> GameObject | None:
        """The object `obj` is attached to, or None if it is attached to nothing or
        to an object that has since changed zones (a new object, 217.1c)."""
        host = self.objects.get(obj.attached_to) if obj.attached_to else None
        return host if host is not None and host.zcc == obj.attached_zcc else None

    def cease_to_exist(self, obj: GameObject) -> None:
        """A token outside play leaves every zone for good (420.5f); the object is
        kept, in no zone, so that what names it (targets, actions) finds it gone."""
        key = self.zone_of(obj)
        self._zones_replace(key, _without(self.zones[key], obj.id))
        obj.zone = CEASED
        obj.zcc = obj.zcc + 1
        self.characteristics_changed()

    def change_control(self, obj: GameObject, new: int) -> None:
        """A permanent changes controller: it moves to the new controller's side of
        the in-play zone and hasn't been under that control since the turn began."""
        old = (obj.controller, "in_play")
        self._zones_replace(old, _without(self.zones[old], obj.id))
        obj.controller = new
        obj.continuous_control = False
        from .echo import control_changed
        control_changed(self, obj)
        from .the_ring import control_changed as ring_bearer_control_changed
        ring_bearer_control_changed(self, obj)  # 2026 701.54a: another player gains control of a Ring-bearer
        obj.attacking = False
        obj.attacking_what = None
        obj.blocking = None
        obj.blocked = False
        key = (new, "in_play")
        self._zones_replace(key, self.zones[key] + (obj.id,))
        self.characteristics_changed()

    def in_play(self, controller: int | None = None) -> list[GameObject]:
        if controller is not None:
            return [self.objects[i] for i in self.zones[(controller, "in_play")]]
        objects = self.objects
        zones = self.zones
        return [objects[i] for p in self.players for i in zones[(p.index, "in_play")]]

    def characteristics_changed(self) -> None:
        """Invalidate every cached object snapshot (effects or attachments changed)."""
        object.__setattr__(self, "_gen", self._gen + 1)

    def add_mana(self, player: Player, mana: dict) -> None:
        pool = dict(player.mana_pool)
        for k, v in mana.items():
            pool[k] += v
        player.mana_pool = pool

    def empty_pool(self, player: Player) -> int:
        total = sum(player.mana_pool.values())
        if total:
            player.mana_pool = EMPTY_POOL
        from .restricted_mana import empty
        return total + empty(player)  # restricted mana empties with the rest of the pool

    def push(self, item: StackItem) -> None:
        self.stack = self.stack + (item,)

    # --- the events of the step being played ---------------------------------
    @property
    def words(self):
        """The edition's words for the log (wording.Words)."""
        return self.rules.words

    def record(self, event) -> None:
        """Log an event of the current step (log.emit calls this)."""
        self._events.append(event)

    def record_at(self, index: int, event) -> None:
        """Log an event before those logged since `index` (log.emit(at=...))."""
        self._events.insert(index, event)

    @property
    def events(self) -> tuple:
        """The events logged since the current step began."""
        return tuple(self._events)

    def take_events(self) -> list:
        """The current step's events; the next step starts an empty log."""
        events = self._events
        object.__setattr__(self, "_events", [])
        return events

    def trial(self) -> "Trial":
        """Try something; unless the caller keeps it (`t.keep()`), the game and
        its log return exactly to the moment before (409.1, 422.1: an illegal
        action is reversed). Also how the engine asks "would this be legal?".

            with game.trial() as t:
                ...
                t.keep()
        """
        return Trial(self)


class Trial:
    """The context manager `Game.trial()` returns: call keep() to keep what was done."""

    __slots__ = ("game", "mark", "n_events", "kept", "gen")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.kept = False

    def __enter__(self) -> "Trial":
        game = self.game
        self.mark = game.journal.begin()
        self.n_events = len(game._events)
        self.gen = game._gen
        return self

    def keep(self) -> None:
        self.kept = True

    def __exit__(self, *exc) -> bool:
        game = self.game
        j = game.journal
        if self.kept:
            j.commit(self.mark)
        else:
            undone = j.rollback(self.mark)
            j.commit(self.mark)
            if undone and game._gen != self.gen:
                # caches made during the trial, after a change that affects characteristics,
                # are void; a trial that changed no characteristic (a refused pass) leaves
                # every snapshot as valid as it was, so a long run of refusals stays cheap
                game.characteristics_changed()
            del game._events[self.n_events:]
        return False




def _without(zone: tuple, oid: str) -> tuple:
    """The zone without one id (slices, so a draw from a big library stays cheap)."""
    if zone and zone[-1] == oid:
        return zone[:-1]
    i = zone.index(oid)
    return zone[:i] + zone[i + 1:]
