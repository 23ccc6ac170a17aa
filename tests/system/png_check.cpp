// png_check FILE WIDTH HEIGHT: exit 0 when FILE is a PNG of that size that
// shows something (many colours, no single colour covering nearly all of it).
#include <QGuiApplication>
#include <QHash>
#include <QImage>
#include <cstdio>

int main(int argc, char* argv[])
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: png_check FILE WIDTH HEIGHT\n");
        return 2;
    }
    const QImage image(QString::fromLocal8Bit(argv[1]), "PNG");
    if (image.isNull()) {
        std::fprintf(stderr, "png_check: %s is not a readable PNG\n", argv[1]);
        return 1;
    }
    const int w = std::atoi(argv[2]);
    const int h = std::atoi(argv[3]);
    if (image.width() != w || image.height() != h) {
        std::fprintf(stderr, "png_check: size %dx%d, expected %dx%d\n", image.width(), image.height(), w, h);
        return 1;
    }
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            ++counts[image.pixel(x, y)];
    int most = 0;
    for (int c : counts)
        most = std::max(most, c);
    const int samples = ((w + 1) / 2) * ((h + 1) / 2);
    std::printf("png_check: %dx%d, %d colours, commonest covers %d%%\n", w, h, static_cast<int>(counts.size()),
                100 * most / samples);
    if (counts.size() < 50 || most > samples * 9 / 10) {
        std::fprintf(stderr, "png_check: the image is (nearly) blank\n");
        return 1;
    }
    return 0;
}
