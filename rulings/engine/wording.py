"""Each edition's own words for what the log says, chosen where the engine logs.

The engine writes every sentence once, with the words that differ between
editions taken from the edition's catalogue: under the February 2007 rules a
player *plays* spells and abilities, permanents *come into play*, are *in
play*, cards are *removed from the game* and the game checks *state-based
effects*; under the June 2026 rules spells are *cast* (601), abilities
*activated* (602), lands still *played* (305), permanents *enter the
battlefield* (110), *die* (700.4), cards are *exiled* (406) and the game
performs *state-based actions* (704). A site says which word it means (a
spell's "cast", an ability's "activate"), so no sentence is rewritten after
the fact.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Words:
    """One edition's words, each for one thing the log says (the rules that name
    it in brackets: 2007 / 2026)."""

    # playing a spell (2007: 409 "play"; 2026: 601 "cast")
    cast: str
    casts: str
    cast_past: str
    casting: str
    # playing an activated ability (2007: 409 "play"; 2026: 602 "activate")
    activate: str
    activates: str
    activated: str
    activating: str
    # the zone of permanents (2007: 217.6 "in play"; 2026: 110 "the battlefield")
    in_play: str
    into_play: str
    to_play: str
    in_play_zone: str
    comes_into_play: str
    came_into_play: str
    leaves_play: str
    left_play: str
    leaving_play: str
    comes_into_play_adj: str  # 410.10a / 603.6a: "comes-into-play" abilities
    leaves_play_adj: str  # 410.10c / 603.6c: "leaves-play" abilities
    # the exile zone (2007: 217.8 "removed from the game"; 2026: 406 "exile")
    removed: str
    remove_fmt: str
    # 420 state-based effects / 704 state-based actions
    sbe: str
    sbes: str
    # 405.2 characteristic-setting / 604.3 characteristic-defining abilities
    csa: str
    # 418.5a layer 6e / 613.4d layer 7d
    switch_layer: str
    # 413.2a "is countered on resolution" / 608.2b "doesn't resolve"
    countered_on_resolution: str
    # 408.2g "game actions" / 703 "turn-based actions"
    game_action: str
    # today's wording where a sentence is built differently, not word for word:
    # a player "creates" a token (111.2; 2007 216.1: an effect "puts" it into
    # play), "mills" (701.17a), and storm and suspend read as 702.40a and 702.62a
    today: bool
    # 313.1 "at end of turn" / 513.1 "at the beginning of the end step"
    at_end_of_turn: str
    step_names: dict = field(default_factory=dict)
    #: the words of a concept's label (its id's underscored words, as the
    #: citations show it): (id words, the edition's words), longest first
    concept_words: tuple = ()

    def remove(self, what: str) -> str:
        """"remove X from the game" / "exile X"."""
        return self.remove_fmt.format(what)

    def concept_label(self, concept: str) -> str:
        """A citation's concept as the edition says it ("sbe_lethal_damage":
        "state-based action: lethal damage" under 2026)."""
        text = f"_{concept}_"
        for words, said in self.concept_words:
            text = text.replace(f"_{words}_", f"_{said.replace(' ', '_')}_")
        return text.strip("_").replace("_", " ")

    @property
    def SBE(self) -> str:
        return self.sbe[0].upper() + self.sbe[1:]

    @property
    def SBEs(self) -> str:
        return self.sbes[0].upper() + self.sbes[1:]


STEPS = {
    "untap": "untap step", "upkeep": "upkeep step", "draw": "draw step",
    "beginning_of_combat": "beginning of combat step", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step", "cleanup": "cleanup step",
}

WORDS_2007 = Words(
    cast="play", casts="plays", cast_past="played", casting="playing",
    activate="play", activates="plays", activated="played", activating="playing",
    in_play="in play", into_play="into play", to_play="to play",
    in_play_zone="the in-play zone",
    comes_into_play="comes into play", came_into_play="came into play",
    leaves_play="leaves play", left_play="left play", leaving_play="leaving play",
    comes_into_play_adj="comes-into-play", leaves_play_adj="leaves-play",
    removed="removed from the game", remove_fmt="remove {} from the game",
    sbe="state-based effect", sbes="state-based effects",
    csa="characteristic-setting", switch_layer="layer 6e",
    countered_on_resolution="is countered on resolution", game_action="game action", at_end_of_turn="at end of turn",
    today=False,
    step_names={**STEPS, "end_of_turn": "end of turn step"},
    concept_words=(("sbe", "state-based effect:"), ("csa", "characteristic-setting ability"), ("pt", "power/toughness"),
                   ("apnap", "APNAP")),
)

WORDS_2026 = Words(
    cast="cast", casts="casts", cast_past="cast", casting="casting",
    activate="activate", activates="activates", activated="activated", activating="activating",
    in_play="on the battlefield", into_play="onto the battlefield", to_play="to the battlefield", in_play_zone="the battlefield",
    comes_into_play="enters the battlefield", came_into_play="entered the battlefield",
    leaves_play="leaves the battlefield", left_play="left the battlefield", leaving_play="leaving the battlefield",
    comes_into_play_adj="enters-the-battlefield", leaves_play_adj="leaves-the-battlefield",
    removed="exiled", remove_fmt="exile {}",
    sbe="state-based action", sbes="state-based actions",
    csa="characteristic-defining", switch_layer="layer 7d",
    countered_on_resolution="doesn't resolve", game_action="turn-based action", today=True,
    at_end_of_turn="at the beginning of the end step",
    step_names={**STEPS, "end_of_turn": "end step"},
    concept_words=(("sbe", "state-based action:"), ("csa", "characteristic-defining ability"), ("pt", "power/toughness"),
                   ("apnap", "APNAP"), ("comes_into_play_with", "enters with"), ("comes_into_play", "enters the battlefield"),
                   ("come_into_play", "enter the battlefield"), ("leaves_play", "leaves the battlefield"),
                   ("left_play", "left the battlefield"), ("outside_play", "outside the battlefield"),
                   ("into_play", "onto the battlefield"), ("in_play", "on the battlefield"),
                   ("play_mana_ability", "activate mana ability"), ("spell_becomes_played", "spell becomes cast"),
                   ("playing_spell_steps", "casting spell steps"), ("not_played", "not activated"),
                   ("characteristic_setting", "characteristic defining"), ("end_of_turn_step", "end step")),
)

#: words that only the February 2007 edition says; none may appear in a 2026 log
ONLY_2007 = (r"\bin play\b", r"\binto play\b", r"\bfrom play\b", r"\bcomes? into play\b", r"\bcame into play\b",
             r"\bleaves? play\b", r"\bleft play\b", r"\bremoved from the game\b",
             r"\bstate-based effects?\b", r"\bsbe\b", r"\bmana burn\b", r"\bhis or her\b", r"\bend of turn step\b",
             r"\bcharacteristic-setting\b", r"\bcountered on resolution\b", r"\bin-play zone\b")
