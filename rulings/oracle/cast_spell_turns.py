"""Cast triggers that read whose turn it is (rulings/engine/cast_spell_turns.py):

* "Whenever an opponent casts a blue spell during your turn, you may create a 4/4 green Elemental
  creature token." (Eyes of the Wisent), "Whenever you cast a spell during your turn, untap target
  creature." (Chakram Retriever): `"during": "your_turn"`, the ability's controller the active player;
* "Whenever a player casts a spell, if it's not their turn, that player draws a card." (Glademuse),
  "... this creature deals 4 damage to them." (Scytheclaw Raptor): `"during": "not_casters_turn"`, an
  intervening "if" (2026 603.4; 2007 404.3) on the caster;
* "Whenever you cast a spell, if that spell was kicked, ..." (Bloodstone Goblin): an intervening "if" on the
  spell that can't change once it is cast, read as "a kicked spell".

The trigger condition without those words is whatever the other cast templates read (the paragraph
with a stand-in instruction is given to them, cast_spell_values._trigger); the instructions are read as
cast_triggers_more.py reads them ("that player" and "they" the caster; "them" after "to" too). Any word
for the spell itself, "during an opponent's turn" beside another limit, or "other than your first spell"
stays text only."""
from __future__ import annotations

import re

from .cast_spell_values import _trigger
from .cast_triggers_more import _body
from .registry import NotUnderstood, ability_template
from .triggered import _triggered


def _ability(card, condition: str, whose: str, during: str, text: str) -> list[dict]:
    trigger = dict(_trigger(card, condition))
    if "during" in trigger or trigger.get("whose") != whose:
        raise NotUnderstood(condition)
    trigger["during"] = during
    text, names_player = _body(text, whose)
    abilities = _triggered(card, trigger, text)
    if names_player:
        from .player_referents import _point_at
        abilities = _point_at(abilities, "event_player")
    return abilities


_WHOSE = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}


@ability_template(r"(Whenever (you cast|an opponent casts|a player casts) (?:a|an) [^,\"]*?spell) during your turn, ([^\"]+)")
def casts_during_your_turn(card, m):
    return _ability(card, m.group(1), _WHOSE[m.group(2)], "your_turn", m.group(3))


@ability_template(r"(Whenever (an opponent casts|a player casts) (?:a|an) [^,\"]*?spell), if it's not their turn, ([^\"]+)")
def casts_not_on_their_turn(card, m):
    text = re.sub(r"\bto them\b", "to that player", m.group(3))  # "deals 4 damage to them": the caster
    if re.search(r"\bthem\b", text):
        raise NotUnderstood(m.group(3))
    return _ability(card, m.group(1), _WHOSE[m.group(2)], "not_casters_turn", text)


@ability_template(r"Whenever you cast a spell, if that spell was kicked, ([^\"]+)")
def casts_spell_if_kicked(card, m):
    """ "Whenever you cast a spell, if that spell was kicked, this creature gets +1/+1 and gains menace until end
    of turn." (Bloodstone Goblin): an intervening "if" on the spell (2026 603.4; 2007 404.3) that can't change
    once it is cast (its kicker cost paid or not: 2026 702.33d; 2007 502.21a), read as "a kicked spell"
    (cast_triggers_more.py, `spell_is` `kicked`)."""
    text, _ = _body(m.group(1), "your")
    return _triggered(card, {"event": "plays_spell", "whose": "your", "spell": "any", "spell_is": {"kicked": True}}, text)
