""" "Exile target enchantment. Search its controller's graveyard, hand, and library for all cards with the
same name as that enchantment and exile them. Then that player shuffles." (Scour, Eradicate, Splinter,
Sowing Salt), "Counter target spell. Search its controller's graveyard, hand, and library for all cards
with the same name as that spell and exile them. ..." (Counterbore, Quash), "... for any number of cards
with the same name as that land ..." (Crumble to Dust).

The search sentence is read only right after a sentence that is one instruction on the effect's one
target (it exiles it, or counters it): its controller and its name are noted before that instruction
moves it, as it last existed (2007 413.2f; 2026 608.2h; rulings/engine/same_name_search.py), and the
noun ("that enchantment", "that spell", "that permanent" for a target of two types) must name that
target. "Then that player shuffles" (chosen_names.py's sentence) shuffles that player's library.
"Its owner's" (a target card in a graveyard: Extirpate), a condition (Deicide), and what follows the
shuffle ("then draws a card for each card exiled from their hand this way") stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

#: what the sentence before does to the target: the nouns "that ..." may then name
MOVES = {"remove_from_game": ("creature", "enchantment", "land", "artifact", "planeswalker", "permanent"), "counter": ("spell",)}


def _names_target(noun: str, target) -> bool:
    """Whether "that [noun]" is the kind the target phrase asked for."""
    if isinstance(target, str):
        words = target.split("_")
        if noun == "spell":
            return words[-1] == "spell"
        return words[-1] == noun and "or" not in words
    if not isinstance(target, dict) or set(target) - {"types", "not_supertypes", "not_colors", "colors", "supertypes"}:
        return False
    types = target.get("types") or []
    if noun == "permanent":
        return len(types) > 1 and "Instant" not in types and "Sorcery" not in types
    return types == [noun.capitalize()]


@effect_template(r"search its controller's graveyard, hand, and library for (all|any number of) cards with the same name as "
                 r"that (creature|enchantment|land|artifact|planeswalker|permanent|spell) and exile them")
def search_its_controllers_zones(eff, m):
    starts = eff.sentence_starts
    if len(starts) != 2 or starts[0] != 0 or len(eff.targets) != 1:
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[0]:starts[1]]
    if len(before) != 1 or set(before[0]) != {"do", "what"} or before[0]["what"] != "target:0" \
            or m.group(2) not in MOVES.get(before[0]["do"], ()) or not _names_target(m.group(2), eff.targets[0]):
        raise NotUnderstood(m.group(0))
    eff.steps[0:0] = [{"do": "note_its_controller", "of": "target:0"}, {"do": "note_its_name", "of": "target:0"}]
    eff.sentence_starts[-1] += 2
    step = {"do": "exile_cards_with_same_name", "player": "its_controller"}
    if m.group(1) == "all":
        step["all"] = True
    eff.steps.append(step)
