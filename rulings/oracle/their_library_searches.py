""" "Search target player's library for a card and exile it. Then that player shuffles." (Extract), "... for
three cards and exile them" (Jester's Cap), "... for up to seven cards and exile them" (Denying Wind),
"Search target opponent's library for a creature card and put that card onto the battlefield under your
control. Then that player shuffles." (Bribery, Acquire): the controller searches another player's library
(rulings/engine/their_library_search.py), then that player shuffles (chosen_names.py's "Then that player
shuffles", the same player).

The quality is tutor_qualities.py's ("a creature card", "an artifact card", "an instant or sorcery card");
a quantity ("a card", "three cards") must be found. Anything else ("exile it face down", "with
flashback", "into that player's graveyard", "where X is ...", "You may cast that card") stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import ref
from .tutor_qualities import quality

COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


@effect_template(r"search (target player|target opponent)'s library for (a|an|two|three|four|five|six|seven|up to (?:two|three|four|five|six|seven)) "
                 r"(?:([a-z][a-z ]*?) )?(cards?) and (exile it|exile them|put that card onto the battlefield under your control)")
def search_target_players_library(eff, m):
    who, amount, words, card_word, what = m.groups()
    up_to = amount.startswith("up to ")
    count = COUNTS[amount.removeprefix("up to ")]
    plural = count > 1 or up_to
    if plural != (card_word == "cards") or plural != (what == "exile them") or (count == 1 and amount != ("an" if (words or "c")[0] in "aeiou" else "a")):
        raise NotUnderstood(m.group(0))
    wanted = quality(words) if words else {}
    step: dict = {"do": "search_their_library", "player": ref(eff, who), "for": wanted}
    if count != 1:
        step["count"] = count
    if up_to:
        step["up_to"] = True
    step["into"] = "in_play" if what.startswith("put") else "exile"
    eff.steps.append(step)
