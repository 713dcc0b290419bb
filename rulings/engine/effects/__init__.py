"""Following the instructions of a resolving spell or ability (413.2b): one
function per instruction, registered by the name the scenario format uses
(`@effect("damage")`). The validator and the JSON Schema list the kinds from
this registry, so a new instruction is written in one place."""
from __future__ import annotations

from . import characteristics, copies, damage, delayed, each, equip, flip, mana, moves, players, redirection, suspend, tokens  # noqa: F401  (they register)
from . import library  # noqa: F401  (scry, surveil, mill, search, shuffle, investigate)
from . import digging  # noqa: F401  (looking at or revealing the top cards and sorting them)
from . import rampage  # noqa: F401
from . import afflict, echo, fabricate, modular  # noqa: F401
from . import until  # noqa: F401  (exile until the source leaves, 610.3)
from . import blocking, graveyard, hand, optional, unless  # noqa: F401  (they register)
from . import returning  # noqa: F401  (persist and undying, 702.79a, 702.93a)
from .. import evolve  # noqa: F401  (its internal instruction, 702.100a)
from .. import unearth  # noqa: F401  (its internal instruction, 702.84a)
from .. import ninjutsu  # noqa: F401  (its internal instruction, 502.43a / 702.49a)
from . import proliferate  # noqa: F401  (proliferate, 701.34a)
from . import energy  # noqa: F401  (energy counters, 107.14)
from . import monarch  # noqa: F401  (the monarch, 725)
from . import monstrosity  # noqa: F401  (monstrosity and adapt, 701.37 / 701.46)
from . import return_yours  # noqa: F401  ("return a land / creature you control to its owner's hand")
from . import ward  # noqa: F401  (ward's "counter that spell or ability unless", 702.21a)
from . import protection_choice  # noqa: F401  ("gains protection from the color of your choice")
from .. import cascade, discover, rebound, warp  # noqa: F401  (cascade 702.85a, discover 701.57a, rebound 702.88a, warp 702.185a)
from . import impulse  # noqa: F401  ("exile the top card of your library. You may play that card this turn")
from . import animate  # noqa: F401  (a permanent becomes a creature: 205.1b, 613.6)
from . import keyword_instructions  # noqa: F401  (cumulative upkeep 502.13a / 702.24a, ingest 702.115a, backup 702.165a)
from . import fading_vanishing  # noqa: F401  (fading 502.20a / 702.32a, vanishing 502.60a / 702.63a)
from . import copy_permanent  # noqa: F401  (token copies of permanents, 707.1)
from .. import myriad  # noqa: F401  (its internal instruction, 702.116a)
from .. import prevention_statics  # noqa: F401  (its instruction prevent_all_damage_this_turn, 615.1a)
from .. import its_counters, next_untap, outlast  # noqa: F401  (doesnt_untap_next: "its controller's next untap step", 502.3; outlast, 702.107a; put_its_counters, 608.2h)
from .. import exploit  # noqa: F401  (its internal instruction, 702.110a)
from .. import saddle  # noqa: F401  (its internal instruction, 702.171a)
from .. import provoke  # noqa: F401  (its internal instruction, 502.29a / 702.39a)
from .. import enlist  # noqa: F401  (its internal instruction, 702.154a)
from .. import speed  # noqa: F401  (its internal instruction, 702.179d)
from .. import melee  # noqa: F401  (its internal instruction, 702.121a)
from .. import explore  # noqa: F401  (explore, 2026 701.44a)
from .. import connive  # noqa: F401  (connive, 2026 701.50a)
from .. import increment  # noqa: F401  (increment, 2026 702.191a)
from .. import madness  # noqa: F401  (its internal instruction, 502.24a / 702.35a)
from .. import spell_exiles_itself  # noqa: F401  ("Exile ~." on an instant or sorcery: 2026 608.2n; 2007 413.2h)
from . import sacrifice_a_creature  # noqa: F401  ("sacrifice a creature": the controller's choice on resolution)
from . import edict  # noqa: F401  ("each player sacrifices a creature of their choice": APNAP choices, one event)
from . import its_controller  # noqa: F401  ("Its controller loses 2 life": the target's controller as it last existed)
from .. import assist  # noqa: F401  (assist, 2026 702.132a: a keyword later than 2007)
from .. import casualty  # noqa: F401  (casualty, 2026 702.153a: its internal instruction)
from .. import conspire  # noqa: F401  (conspire, 2026 702.78a: its internal instruction)
from .. import bestow  # noqa: F401  (bestow, 2026 702.103: a keyword later than 2007)
from .. import cipher  # noqa: F401  (cipher, 2026 702.99a: its internal instruction)
from .. import firebending  # noqa: F401  (firebending, 2026 702.189a: its internal instruction)
from . import linked_exile  # noqa: F401  (two linked abilities: "the exiled card", 217.7d / 607.2a)
from .. import aura_dies  # noqa: F401  ("when enchanted creature dies, return that card to the battlefield under your control")
from . import coin_flip  # noqa: F401  ("flip a coin. If you win the flip, ...": 2007 511.1; 2026 705.2)
from . import die_roll  # noqa: F401  ("roll a d20" and its results table: 2026 706.1a, 706.3a)
from . import clash  # noqa: F401  ("clash with an opponent. If you win, ...": 2026 701.30)
from .. import decayed  # noqa: F401  (decayed, 2026 702.147a: its internal instructions)
from .. import amass, bolster, support  # noqa: F401  (amass 701.47a, bolster 701.39a, support 701.41a: 2026 keyword actions)
from . import chosen_value  # noqa: F401  ("choose a creature type / a color" as it resolves, 608.2d / 413.2c)
from . import remove_counters  # noqa: F401  ("remove a +1/+1 counter from it")
from . import graveyard_cards  # noqa: F401  (exile a graveyard, a graveyard card to the library bottom or onto the battlefield under your control)
from .. import recover  # noqa: F401  (recover, 502.55a / 702.59a: its instruction)
from .. import granted_flashback  # noqa: F401  ("gains flashback until end of turn", 502.22a / 702.34a)
from . import fight  # noqa: F401  ("deals damage equal to its power to", fight 701.14a)
from . import card_names  # noqa: F401  ("choose a nonland card name" and what reads it; "discards all cards of that color")
from . import tap_or_untap  # noqa: F401  ("you may tap or untap target creature": which one, chosen on resolution, 608.2d)
from .base import EFFECTS, STOP, Ctx, EffectKind, amount_of, effect, kinds, object_of, resolve_ref, run
from .characteristics import ability_name
from .damage import deal_damage
from .equip import why_cant_equip

from .. import hand_into_library  # noqa: F401  ("shuffle the cards from your hand into your library": shuffled_this_way)
from .. import pump_for_each  # noqa: F401  ("gets +1/+1 until end of turn for each ...": counted once, 413.2f / 608.2h)
from .. import divided_damage  # noqa: F401  ("N damage divided as you choose": the division announced as it is cast, 409.1e / 601.2d)
EFFECT_KINDS = kinds()
INTERNAL_EFFECTS = kinds(internal=True)

__all__ = ["EFFECTS", "EFFECT_KINDS", "INTERNAL_EFFECTS", "STOP", "Ctx", "EffectKind", "ability_name", "amount_of",
           "deal_damage", "effect", "kinds", "object_of", "resolve_ref", "run", "why_cant_equip"]
