"""Amounts counted as an instruction is followed (2007: 413.2; 2026: 608.2) that
`effects.base.amount_of` hands on here rather than reading itself:

* `{"count": "discarded_this_way"}`: "Discard all the cards in your hand, then draw that many
  cards" (Tolarian Winds): the cards the `discard_hand` (or `discard`: Forget) just before it discarded (2026
  701.9a), 0 if it discarded none; `"shuffled_this_way"` the same after `shuffle_hand_into_library`.
* `{"count": "cards_in_your_hand", "times": N}`: "You gain 2 life for each card in your
  hand": the cards in the controller's hand now, N each.
* `{"count": "cards_in_hand", "of": "target:0"}`: "equal to the number of cards in that
  player's hand" (Sudden Impact): the hand of the player a reference names, 0 if it names
  none (an illegal target is not read: 2007 413.2a; 2026 608.2b).
* `{"count": "creatures_blocking_it"}` / `"creatures_blocking_it_beyond_the_first"`: the creatures
  blocking the ability's source now ("for each creature blocking it"), 0 if it has left the battlefield.
"""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("shuffled_this_way", "discarded_this_way", "cards_in_hand", "creatures_blocking_it", "creatures_blocking_it_beyond_the_first")
KINDS += ("energy_paid_this_way",)  # "deals that much damage" after "you may pay any amount of {E}" (energy_payment.py)
KINDS += ("cards_in_your_graveyard",)  # "unless its controller pays {1} for each card in your graveyard" (Circular Logic), times N
KINDS += ("counters_removed_this_way",)  # "for each storage counter removed this way" (storage_counters.py)
KINDS += ("tapped_this_way",)  # "for each creature tapped this way" after "tap any number of untapped creatures you control" (effects/tap_any_number.py)
KINDS += ("chosen_number",)  # "that many" after "Choose a number between 0 and 13" (effects/chosen_number.py)
KINDS += ("half_library_rounded_down",)  # "mills half their library, rounded down" (half_library.py)
KINDS += ("nonland_revealed_this_way",)  # parley's "for each nonland card revealed this way" (parley.py)


def counted(game, ctx, amount: dict) -> int:
    """The number one of this module's counts says now; 0 for a count it doesn't know."""
    kind = amount.get("count")
    from .life_events import KINDS as LIFE_KINDS, counted as life_counted  # life lost this way, half a life total
    if kind in LIFE_KINDS:
        return life_counted(game, ctx, amount)
    if kind == "half_library_rounded_down":  # Traumatize (half_library.py)
        from .half_library import counted as half_library_counted
        return half_library_counted(game, ctx, amount)
    if kind == "tapped_this_way":  # "You gain 4 life for each creature tapped this way": N each
        return ctx.data.get(kind, 0) * amount.get("times", 1)
    from .counts_more import KINDS as MORE_KINDS, counted as more_counted  # graveyard cards, named cards, domain
    if kind in MORE_KINDS:
        return more_counted(game, ctx, amount)
    from .died_this_turn import KINDS as DIED_KINDS, counted as died_counted  # "for each creature that died this turn"
    if kind in DIED_KINDS:
        return died_counted(game, ctx, amount)
    from .died_subtypes import KINDS as DIED_SUBTYPE_KINDS, counted as died_subtypes_counted  # "for each Zubera that died this turn"
    if kind in DIED_SUBTYPE_KINDS:
        return died_subtypes_counted(game, ctx, amount)
    from .blocking_counts import KINDS as BLOCKING_KINDS, counted as blocking_counted  # "for each creature blocking it": the event's creature
    if kind in BLOCKING_KINDS:
        return blocking_counted(game, ctx, amount)
    from .greatest_power import KINDS as GREATEST_KINDS, counted as greatest_counted  # "the greatest power among creatures you control"
    if kind in GREATEST_KINDS:
        return greatest_counted(game, ctx, amount)
    from .party import KINDS as PARTY_KINDS, counted as party_counted  # "for each creature in your party" (2026 700.8)
    if kind in PARTY_KINDS:
        return party_counted(game, ctx, amount)
    from .source_counters import KINDS as SOURCE_COUNTER_KINDS, counted as source_counters_counted  # "for each +1/+1 counter on this creature"
    if kind in SOURCE_COUNTER_KINDS:
        return source_counters_counted(game, ctx, amount)
    from .cast_spell_values import KINDS as CAST_SPELL_KINDS, counted as cast_spell_counted  # "that spell's mana value" of a cast trigger
    if kind in CAST_SPELL_KINDS:
        return cast_spell_counted(game, ctx, amount)
    from .kick_counts import KINDS as KICK_KINDS, counted as kick_counted  # "for each time it was kicked" (multikicker)
    if kind in KICK_KINDS:
        return kick_counted(game, ctx, amount)
    from .opponent_count import KINDS as OPPONENT_KINDS, counted as opponents_counted  # "the number of opponents you have"
    if kind in OPPONENT_KINDS:
        return opponents_counted(game, ctx, amount)
    from .devotion import KINDS as DEVOTION_KINDS, counted as devotion_counted  # "your devotion to green" (2026 700.5)
    if kind in DEVOTION_KINDS:
        return devotion_counted(game, ctx, amount)
    from .countered_spell_values import KINDS as COUNTERED_KINDS, counted as countered_counted  # "that spell's mana value" of a countered spell
    if kind in COUNTERED_KINDS:
        return countered_counted(game, ctx, amount)
    if kind in ("discarded_this_way", "shuffled_this_way", "energy_paid_this_way", "counters_removed_this_way", "chosen_number",
                "nonland_revealed_this_way"):
        return ctx.data.get(kind, 0)
    if kind == "cards_in_your_hand":
        return len(game.zones[(ctx.controller, "hand")]) * amount.get("times", 1)
    if kind == "cards_in_your_graveyard":  # the controller's graveyard as the instruction is followed (2007 413.2; 2026 608.2)
        return len(game.zones[(ctx.controller, "graveyard")]) * amount.get("times", 1)
    if kind in ("creatures_blocking_it", "creatures_blocking_it_beyond_the_first"):  # the source creature (Elvish Berserker)
        obj = game.objects.get(ctx.source_id)
        stale = obj is None or obj.zone != "in_play" or obj.zcc != ctx.data.get("stack_source_zcc", obj.zcc)
        blockers = 0 if stale else sum(1 for o in game.in_play() if o.blocking == obj.id)
        return max(0, blockers - 1) if kind.endswith("beyond_the_first") else blockers
    if kind == "cards_in_hand":
        from .effects.base import resolve_ref
        ref = resolve_ref(game, ctx, amount.get("of", "it"))
        if ref is None or ref.kind != "player":
            return 0
        player = next((p for p in game.players if p.name == ref.id), None)
        return len(game.zones[(player.index, "hand")]) if player is not None else 0
    return 0
