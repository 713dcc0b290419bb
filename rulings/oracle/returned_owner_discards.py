"""The owner of a permanent returned to its owner's hand discards: "Return target permanent to its owner's
hand. Then that player discards a card." (Recoil), "return target permanent to its owner's hand, then that
player discards a card" (Dinrova Horror's enters trigger).

"That player" is the returned permanent's owner (2007 200.1a / 2026 108.3: its owner, whoever controlled
it), noted before the permanent moves (rulings/engine/effects/its_owner.py) and discarding after it is in
that hand (2007 413.2b; 2026 608.2c: in the order written), the card of their choice (2026 701.9a). The
return must be the one instruction before, of the effect's one target; with the target gone or illegal
as it resolves, nothing is returned and no one discards (2007 413.2a; 2026 608.2b). "... if you control a
Zombie" (Compelling Deterrence) and any other return stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence
from .text import NUMBER, amount


def _owner_discards(eff, before: list, n_word: str, card_word: str, text: str, at: int) -> None:
    n = amount(n_word)
    if (not isinstance(n, int) or (n == 1) != (card_word == "card") or len(eff.targets) != 1
            or before != [{"do": "return_to_hand", "what": "target:0"}]):
        raise NotUnderstood(text)
    eff.steps.insert(at, {"do": "note_its_owner", "of": "target:0"})
    eff.steps.append({"do": "discard", "amount": n, "player": "its_owner"})


@effect_template(rf"then that player discards ({NUMBER}) (cards?)")
def then_that_player_discards(eff, m):
    """Recoil: the sentence before returned the target."""
    starts = eff.sentence_starts
    if len(starts) < 2:
        raise NotUnderstood(m.group(0))
    _owner_discards(eff, eff.steps[starts[-2]:starts[-1]], m.group(1), m.group(2), m.group(0), starts[-2])
    eff.sentence_starts[-1] += 1  # the note went in before the sentence before's own step


@effect_template(rf"(return target (?:nonland )?permanent to its owner's hand), then that player discards ({NUMBER}) (cards?)")
def return_then_that_player_discards(eff, m):
    """Dinrova Horror: both in one sentence."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    parse_sentence(eff, m.group(1)[0].upper() + m.group(1)[1:])
    _owner_discards(eff, list(eff.steps), m.group(2), m.group(3), m.group(0), 0)
