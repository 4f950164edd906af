/// The report's style sheet and script: fixed texts, so their hashes in the Content-Security-Policy are fixed
/// too, and nothing from a file is ever inside them (data reaches the script only through escaped attributes).
enum HTMLReportAssets {
    static let style = """
        body { font: 14px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
        header { background: #fff; padding: 16px 24px; border-bottom: 1px solid #d1d1d6; position: sticky; top: 0; z-index: 2; }
        h1 { font-size: 20px; margin: 0 0 6px; }
        .totals span { margin-right: 14px; font-weight: 600; }
        .passed { color: #248a3d; } .failed { color: #d70015; } .recorded { color: #b25000; }
        section.case, div.check { color: #1c1c1e; }
        .case.failed .case-name, .check.failed .message, .check.missing .message { color: #d70015; }
        .check.passed .message { color: #248a3d; } .check.recorded .message { color: #b25000; }
        .settings { color: #6e6e73; font-size: 12px; }
        nav { padding: 8px 24px; }
        #case-list { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px; }
        #case-list a { display: inline-block; padding: 2px 8px; border-radius: 10px; background: #fff; text-decoration: none; border: 1px solid #d1d1d6; }
        main { padding: 0 24px 40px; }
        .case { background: #fff; border-radius: 10px; margin: 16px 0; padding: 12px 18px; border-left: 6px solid #34c759; }
        .case.failed { border-left-color: #ff3b30; } .case.recorded { border-left-color: #ff9500; }
        .case h2 { font-size: 16px; margin: 4px 0; word-break: break-all; }
        .badge { font-size: 11px; padding: 1px 6px; border-radius: 4px; color: #fff; background: #34c759; margin-right: 6px; vertical-align: middle; }
        .badge.failed { background: #ff3b30; } .badge.recorded { background: #ff9500; }
        .file, .golden { color: #6e6e73; font-size: 12px; word-break: break-all; margin: 2px 0; }
        .checks { display: flex; flex-wrap: wrap; gap: 0 18px; }
        .check { border-top: 1px solid #e5e5ea; padding: 8px 0; flex: 1 1 100%; }
        .check.passed, .check.recorded { flex: 0 0 auto; max-width: 180px; }
        .check.passed .panes img, .check.recorded .panes img { width: 120px; }
        .check.passed .message, .check.recorded .message, .check.passed .golden, .check.recorded .golden { font-size: 11px; }
        .check h3 { font-size: 14px; margin: 4px 0; }
        .message { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; white-space: pre-wrap; word-break: break-word; margin: 4px 0; }
        .panes { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #6e6e73; }
        .panes img, .stack img { width: 240px; height: auto; display: block; border: 1px solid #d1d1d6; image-rendering: pixelated; }
        .plot img { width: 720px; max-width: 100%; height: auto; border: 1px solid #d1d1d6; }
        .stack { position: relative; display: inline-block; }
        .over { position: absolute; top: 0; left: 0; height: 100%; width: 50%; overflow: hidden; border-right: 2px solid #ff3b30; }
        .compare label { font-size: 12px; margin-left: 10px; }
        .slider { width: 240px; display: block; }
        #case-list li.failed a { color: #d70015; background: #ffeef0; border-color: #ff3b30; font-weight: 600; }
        #case-list li.passed a { color: #248a3d; } #case-list li.recorded a { color: #b25000; border-color: #ff9500; }
        .no-js .needs-js { display: none; }
        .noscript { font-size: 12px; color: #6e6e73; }
        .accept { font-size: 12px; margin: 4px 0; } .accept code { background: #f2f2f7; padding: 2px 6px; border-radius: 4px; user-select: all; word-break: break-all; }
        .motion { overflow-x: auto; margin: 8px 0; } .motion-title { font-size: 12px; color: #6e6e73; margin: 2px 0; }
        .strip { border-collapse: separate; border-spacing: 6px 4px; }
        .strip th { font-size: 11px; font-weight: 600; color: #6e6e73; text-align: left; white-space: nowrap; }
        .strip th.failed { color: #d70015; }
        .strip td { vertical-align: top; padding: 2px; border: 2px solid transparent; }
        .strip td.failed { border-color: #ff3b30; }
        .strip img { width: 96px; height: auto; display: block; image-rendering: pixelated; }
        body.only-failures .case.passed, body.only-failures .case.recorded, body.only-failures li.passed, body.only-failures li.recorded { display: none; }
        """

    static let script = """
        (function () {
          document.documentElement.classList.replace('no-js', 'js');
          document.documentElement.setAttribute('data-ready', 'yes');
          document.querySelectorAll('.compare').forEach(function (compare) {
            var over = compare.querySelector('.over');
            var overImage = compare.querySelector('.over img');
            var slider = compare.querySelector('.slider');
            var toggle = compare.querySelector('.diff-toggle');
            slider.addEventListener('input', function () { over.style.width = slider.value + '%'; });
            toggle.addEventListener('change', function () {
              overImage.src = toggle.checked ? overImage.dataset.diff : overImage.dataset.actual;
            });
          });
          var onlyFailures = document.getElementById('only-failures');
          onlyFailures.addEventListener('change', function () {
            document.body.classList.toggle('only-failures', onlyFailures.checked);
          });
        })();
        """
}
