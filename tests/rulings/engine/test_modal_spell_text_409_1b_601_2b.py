"""A modal spell's instructions are those of the modes announced as it is cast (2007: 409.1b;
2026: 601.2b): the log quotes those modes only, not the ones left out."""
import pytest

from .conftest import act, make, obj, pass_, play

CHARM = {"name": "Charm Test", "mana_cost": "{0}", "types": ["Instant"], "text": "Choose one —\n• Draw a card.\n• You gain 3 life.",
         "modes": [{"text": "Draw a card.", "effect": [{"do": "draw"}]},
                   {"text": "You gain 3 life.", "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_the_log_quotes_the_announced_mode_only(play, rules):
    data = make([obj("charm", CHARM, zone="hand"), obj("top", "Island", zone="library")],
                [act("play_spell", object="charm", mode=1), pass_("Alice"), pass_("Bob")]) | {"rules": rules}
    text = "\n".join(e.text for e in play(data).steps[-1].events)
    assert "• You gain 3 life." in text and "Draw a card." not in text, text
