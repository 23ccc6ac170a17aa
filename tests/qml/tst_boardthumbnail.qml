import QtQuick
import QtTest
import Semina

TestCase {
    id: testCase

    name: "BoardThumbnail"
    when: windowShown

    Component {
        id: thumbComponent
        BoardThumbnail {
            width: 400
            height: 200
        }
    }

    function test_stores_take_two_columns() {
        const board = createTemporaryObject(thumbComponent, testCase, { rows: 2, holesPerRow: 6, hasStores: true });
        compare(board.columns, 8);
        // cell fits 8.6 columns in 400 px and 2.6 rows in 200 px
        fuzzyCompare(board.cell, Math.min(400 / 8.6, 200 / 2.6), 0.001);
    }

    function test_four_rows_without_stores() {
        const board = createTemporaryObject(thumbComponent, testCase, { rows: 4, holesPerRow: 8, hasStores: false });
        compare(board.columns, 8);
        fuzzyCompare(board.cell, Math.min(400 / 8.6, 200 / 4.6), 0.001);
    }
}
